import type { Authority } from '@herald/contracts'
import { IconLock } from '@tabler/icons-react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { MessageState } from '../components/message-state.tsx'
import { PageLoader } from '../components/page-loader.tsx'
import { loginPathFor } from '../lib/redirect.ts'
import { hasAnyAuthority, useSession } from '../lib/session.ts'

export const NOT_AUTHORIZED = 'You are not authorized to access this page.'

interface PrivateRouteProps {
  /** Empty: any signed-in user; otherwise at least one of these (spec §6). */
  authorities: readonly Authority[]
}

/** Spinner while the session is unknown, /login?from=… without one, a refusal without the authority. */
export function PrivateRoute({ authorities }: PrivateRouteProps) {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'loading') return <PageLoader />
  if (session.status === 'anonymous') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />
  }
  if (!hasAnyAuthority(session.account, authorities)) {
    return <MessageState icon={<IconLock size={28} />} color="orange" message={NOT_AUTHORIZED} />
  }
  return <Outlet />
}

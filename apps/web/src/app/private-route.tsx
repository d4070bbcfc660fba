import type { Authority } from '@herald/contracts'
import { Button } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { Link, Navigate, Outlet, useLocation } from 'react-router'
import { PageState } from '../components/page-state.tsx'
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
  if (session.status === 'loading') return <PageState state="loading" size="page" />
  if (session.status === 'anonymous') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />
  }
  if (!hasAnyAuthority(session.account, authorities)) {
    return (
      <PageState state="error" size="page" icon={<IconLock size={28} />} title={NOT_AUTHORIZED}>
        <Button component={Link} to="/" variant="light">
          Go to the home page
        </Button>
      </PageState>
    )
  }
  return <Outlet />
}

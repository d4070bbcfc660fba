import { Navigate } from 'react-router'
import { PageState } from '../components/page-state.tsx'
import { useSession } from '../lib/session.ts'

/** `/`: waits for the session, then the job list or the sign-in page. */
export function HomeRedirect() {
  const session = useSession()
  if (session.status === 'loading') return <PageState state="loading" size="page" />
  return <Navigate to={session.status === 'authenticated' ? '/user-jobs' : '/login'} replace />
}

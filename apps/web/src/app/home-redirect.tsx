import { Navigate } from 'react-router'
import { PageLoader } from '../components/page-loader.tsx'
import { useSession } from '../lib/session.ts'

/** `/`: waits for the session, then the job list or the sign-in page. */
export function HomeRedirect() {
  const session = useSession()
  if (session.status === 'loading') return <PageLoader />
  return <Navigate to={session.status === 'authenticated' ? '/user-jobs' : '/login'} replace />
}

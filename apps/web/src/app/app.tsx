import { BrowserRouter } from 'react-router'
import { profileQuery } from '../lib/profile.ts'
import { gateBackAndForward } from '../lib/leave-guard.ts'
import { createQueryClient } from '../lib/query-client.ts'
import { sessionQuery } from '../lib/session.ts'
import { ErrorBoundary } from './error-boundary.tsx'
import { Providers } from './providers.tsx'
import { AppRoutes } from './router.tsx'
import { SessionLostRedirect } from './session-lost-redirect.tsx'

const queryClient = createQueryClient()

// Page start: public server facts and session restore, once each (spec §4 "Session restore").
void queryClient.prefetchQuery(profileQuery)
void queryClient.prefetchQuery(sessionQuery)

// Before the router listens: a page with unsaved work can then hold Back and Forward (ADR 0053).
gateBackAndForward()

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <ErrorBoundary>
        <BrowserRouter>
          <SessionLostRedirect />
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </Providers>
  )
}

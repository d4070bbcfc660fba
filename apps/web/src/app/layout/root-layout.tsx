import { Box, Container } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { PageState } from '../../components/page-state.tsx'
import { withTimeout } from '../../lib/lazy-with-timeout.ts'
import { TOP_BAR_HEIGHT } from '../../lib/reveal-field.ts'
import { useProfileInfo } from '../../lib/profile.ts'
import { useSession } from '../../lib/session.ts'
import { ErrorBoundary } from '../error-boundary.tsx'
import { DEV_RIBBON_HEIGHT, DevRibbon } from './dev-ribbon.tsx'
import { LoadingBar } from './loading-bar.tsx'

/** Signed-in only, so it stays out of the sign-in page's JavaScript. */
const TopBar = lazy(() => withTimeout(() => import('./top-bar.tsx')).then((m) => ({ default: m.TopBar })))

/** Pages that draw their own public frame (brand bar and centred card). */
const PUBLIC_FRAME_PREFIXES = ['/login', '/register', '/activate', '/reset', '/oauth-redirect', '/logout']
/** Spec §2 Layout: fluid width on these pages, a centred container elsewhere. */
const FLUID_PREFIXES = ['/user-jobs', '/account', '/api-keys']

function matches(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/**
 * The app shell: loading bar, development ribbon (with room left for it below the page), top bar when signed
 * in (60 px offset), then the page.
 */
export function RootLayout() {
  const { pathname } = useLocation()
  const { account } = useSession()
  const { profile } = useProfileInfo()
  const publicFrame = pathname === '/' || matches(pathname, PUBLIC_FRAME_PREFIXES)
  const showTopBar = account !== null && !publicFrame
  const showRibbon = !profile.activeProfiles.includes('prod')
  const page = (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageState state="loading" size="page" />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  )

  return (
    <>
      <LoadingBar />
      {showRibbon ? <DevRibbon /> : null}
      {showTopBar ? (
        <Box
          component="header"
          pos="fixed"
          top={0}
          left={0}
          right={0}
          h={TOP_BAR_HEIGHT}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 200, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Suspense fallback={null}>
            <TopBar account={account} profile={profile} />
          </Suspense>
        </Box>
      ) : null}
      <Box component="main" pt={showTopBar ? TOP_BAR_HEIGHT : 0} pb={showRibbon ? DEV_RIBBON_HEIGHT : 0}>
        {publicFrame ? (
          page
        ) : (
          <Container fluid={matches(pathname, FLUID_PREFIXES)} size="xl" px="lg" py="md">
            {page}
          </Container>
        )}
      </Box>
    </>
  )
}

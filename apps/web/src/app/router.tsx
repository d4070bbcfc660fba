import type { Authority } from '@herald/contracts'
import { Navigate, useRoutes, type RouteObject } from 'react-router'
import { LoginPage } from '../features/auth/components/login-page.tsx'
import { HomeRedirect } from './home-redirect.tsx'
import { RootLayout } from './layout/root-layout.tsx'
import * as Page from './lazy-pages.ts'
import { PrivateRoute } from './private-route.tsx'

const toHome = <Navigate to="/" replace />
const USER: Authority[] = ['ROLE_USER']
const ADMIN: Authority[] = ['ROLE_ADMIN']
const ADMIN_OR_USER: Authority[] = ['ROLE_ADMIN', 'ROLE_USER']

function privateArea(authorities: Authority[], path: string, children: RouteObject[]): RouteObject {
  return {
    element: <PrivateRoute authorities={authorities} />,
    children: [{ path, children: [...children, { path: '*', element: toHome }] }],
  }
}

/** The route table of spec §2, and Herald's help pages under /docs (public). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/oauth-redirect', element: <Page.OAuthRedirectPage /> },
      { path: '/register', element: <Page.RegisterPage /> },
      { path: '/activate/:key?', element: <Page.ActivatePage /> },
      { path: '/reset/init', element: <Page.ResetInitPage /> },
      { path: '/reset/finish', element: <Page.ResetFinishPage /> },
      { path: '/logout', element: <Page.LogoutPage /> },
      { path: '/confirm-email', element: <Page.ConfirmEmailPage /> },
      { path: '/docs/*', element: <Page.HelpPage /> },
      privateArea(USER, '/user-jobs', [
        { index: true, element: <Page.JobListPage /> },
        { path: 'new', element: <Page.JobNewPage /> },
        { path: ':id', element: <Page.JobDetailPage /> },
        { path: ':id/edit', element: <Page.JobEditPage /> },
        { path: ':id/history', element: <Page.JobHistoryPage /> },
        { path: ':id/delete', element: <Page.JobDeletePage /> },
      ]),
      privateArea([], '/entity/user-jobs', [
        { path: ':id', element: <Page.EntityJobDetailPage /> },
        { path: ':id/edit', element: <Page.EntityJobEditPage /> },
      ]),
      privateArea(ADMIN_OR_USER, '/account', [
        { index: true, element: <Navigate to="/account/email" replace /> },
        { path: 'email', element: <Page.AccountEmailPage /> },
        { path: 'billing', element: <Page.BillingPage /> },
        { path: 'ip-whitelist', element: <Page.IpWhitelistPage /> },
        { path: 'ses-domains', element: <Page.SesDomainsPage /> },
        { path: 'notifications', element: <Page.NotificationsPage /> },
        { path: 'holidays', element: <Page.HolidaysPage /> },
      ]),
      privateArea(USER, '/api-keys', [{ index: true, element: <Page.ApiKeysPage /> }]),
      privateArea(ADMIN, '/admin', [
        { index: true, element: <Navigate to="/admin/user-management" replace /> },
        { path: 'user-management', element: <Page.UserManagementPage /> },
        { path: 'metrics', element: <Page.MetricsPage /> },
        { path: 'health', element: <Page.HealthPage /> },
        { path: 'configuration', element: <Page.ConfigurationPage /> },
        { path: 'audits', element: <Page.AuditsPage /> },
        { path: 'docs', element: <Page.ApiDocsPage /> },
      ]),
      { path: '*', element: toHome },
    ],
  },
]

/** Declarative routing (no data router): keeps the sign-in page's JavaScript small. */
export function AppRoutes() {
  return useRoutes(routes)
}

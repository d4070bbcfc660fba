import { lazyPage } from '../lib/lazy-with-timeout.ts'

/**
 * Every page except /login loads on demand, one chunk per area, each import bounded by the
 * 120 s chunk-load timeout; a failure reaches the route error boundary.
 */
const publicPages = () => import('./public-pages.ts')
const jobs = () => import('../features/jobs/index.ts')
/** Job Summary alone: the first page after sign-in does not wait for the wizard (cron, uploads, grids). */
const jobList = () => import('../features/jobs/list.ts')
const history = () => import('../features/history/index.ts')
const account = () => import('../features/account/index.ts')
const admin = () => import('../features/admin/index.ts')
const apiKeys = () => import('../features/api-keys/index.ts')
const billing = () => import('../features/billing/index.ts')

export const RegisterPage = lazyPage(publicPages, 'RegisterPage')
export const ActivatePage = lazyPage(publicPages, 'ActivatePage')
export const ResetInitPage = lazyPage(publicPages, 'ResetInitPage')
export const ResetFinishPage = lazyPage(publicPages, 'ResetFinishPage')
export const LogoutPage = lazyPage(publicPages, 'LogoutPage')
export const OAuthRedirectPage = lazyPage(publicPages, 'OAuthRedirectPage')

export const JobListPage = lazyPage(jobList, 'JobListPage')
export const JobNewPage = lazyPage(jobs, 'JobNewPage')
export const JobEditPage = lazyPage(jobs, 'JobEditPage')
export const JobDetailPage = lazyPage(jobs, 'JobDetailPage')
export const JobHistoryPage = lazyPage(history, 'JobHistoryPage')
export const JobDeletePage = lazyPage(jobs, 'JobDeletePage')
export const EntityJobDetailPage = lazyPage(jobs, 'EntityJobDetailPage')
export const EntityJobEditPage = lazyPage(jobs, 'EntityJobEditPage')

export const AccountEmailPage = lazyPage(account, 'AccountEmailPage')
export const ConfirmEmailPage = lazyPage(account, 'ConfirmEmailPage')
export const BillingPage = lazyPage(billing, 'BillingPage')
export const IpWhitelistPage = lazyPage(account, 'IpWhitelistPage')
export const SesDomainsPage = lazyPage(account, 'SesDomainsPage')
export const NotificationsPage = lazyPage(account, 'NotificationsPage')
export const HolidaysPage = lazyPage(account, 'HolidaysPage')

export const ApiKeysPage = lazyPage(apiKeys, 'ApiKeysPage')

export const UserManagementPage = lazyPage(admin, 'UserManagementPage')
export const MetricsPage = lazyPage(admin, 'MetricsPage')
export const HealthPage = lazyPage(admin, 'HealthPage')
export const ConfigurationPage = lazyPage(admin, 'ConfigurationPage')
export const AuditsPage = lazyPage(admin, 'AuditsPage')
export const ApiDocsPage = lazyPage(admin, 'ApiDocsPage')

export const HelpPage = lazyPage(publicPages, 'HelpPage')

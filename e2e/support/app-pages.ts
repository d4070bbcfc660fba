/**
 * Every page of the app a visitor, a signed-in user and an admin reach, by path (`:id` is the user's job):
 * walked by the console check (e2e/support/console-clean.ts, one e2e file per screen size) and by Lighthouse
 * accessibility (bench/accessibility.ts).
 */
const HELP_PAGES = [
  'tutorials',
  'power-bi-and-tableau',
  'email-authentication',
  'api',
  'faqs',
  'content-hub',
  'features',
  'pricing',
  'about',
  'privacy',
  'eula',
].map((slug) => `/docs/${slug}`)

export const APP_PAGES = {
  public: ['/login', '/register', '/reset/init', '/reset/finish?key=unknown', ...HELP_PAGES],
  user: [
    '/user-jobs',
    '/user-jobs/new',
    '/user-jobs/:id/edit',
    '/user-jobs/:id/edit?step=2',
    '/user-jobs/:id/edit?step=3',
    '/user-jobs/:id',
    '/user-jobs/:id/history',
    '/user-jobs/:id/delete',
    '/account/email',
    '/account/holidays',
    '/account/ses-domains',
    '/account/notifications',
    '/account/ip-whitelist',
    '/account/billing',
    '/api-keys',
  ],
  admin: [
    '/admin/user-management',
    '/admin/audits',
    '/admin/health',
    '/admin/configuration',
    '/admin/metrics',
    '/admin/docs',
    '/account/billing',
  ],
}

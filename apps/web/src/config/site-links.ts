import { API_DOCS_PATH, devMailboxApi } from '@herald/contracts'

/**
 * Public documentation and marketing pages. They are served outside the single-page app
 * (plain links, full page loads), so they live in one place.
 */
export const docsLinks = {
  tutorials: '/docs/tutorials',
  emailAuthentication: '/docs/email-authentication',
  api: API_DOCS_PATH,
  faqs: '/docs/faqs',
  privacy: '/docs/privacy',
  eula: '/docs/eula',
} as const

export const siteLinks = {
  features: '/docs/features',
  pricing: '/docs/pricing',
  contentHub: '/docs/content-hub',
  faqs: docsLinks.faqs,
  about: '/docs/about',
} as const

export const devMailboxUrl = devMailboxApi.page.path

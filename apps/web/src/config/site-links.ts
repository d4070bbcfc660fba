/**
 * Herald's help pages: Markdown served by the app itself at /docs/<page>, loaded on demand (features/help).
 * Public: the sign-in page and the Docs menus link here.
 */
export const docsLinks = {
  tutorials: '/docs/tutorials',
  powerBiAndTableau: '/docs/power-bi-and-tableau',
  emailAuthentication: '/docs/email-authentication',
  api: '/docs/api',
  faqs: '/docs/faqs',
  privacy: '/docs/privacy',
  eula: '/docs/eula',
  features: '/docs/features',
  pricing: '/docs/pricing',
  contentHub: '/docs/content-hub',
  about: '/docs/about',
} as const

export const siteLinks = {
  features: docsLinks.features,
  pricing: docsLinks.pricing,
  contentHub: docsLinks.contentHub,
  faqs: docsLinks.faqs,
  about: docsLinks.about,
} as const

export const devMailboxUrl = '/dev/mailbox'

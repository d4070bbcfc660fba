import { docsLinks, siteLinks } from '../../../config/site-links.ts'

export interface SiteNavItem {
  label: string
  to: string
}

/** The public-site links beside the sign-in form (spec §2 /login). */
export const pageLinks: readonly SiteNavItem[] = [
  { label: 'Features', to: siteLinks.features },
  { label: 'Pricing', to: siteLinks.pricing },
  { label: 'Content Hub', to: siteLinks.contentHub },
  { label: 'FAQs', to: siteLinks.faqs },
  { label: 'About', to: siteLinks.about },
]

export const docsItems: readonly SiteNavItem[] = [
  { label: 'Tutorials', to: docsLinks.tutorials },
  { label: 'Email Authentication', to: docsLinks.emailAuthentication },
  { label: 'API Docs', to: docsLinks.api },
  { label: 'Privacy', to: docsLinks.privacy },
  { label: 'EULA', to: docsLinks.eula },
]

import { docsLinks, siteLinks } from '../../../config/site-links.ts'

export interface SiteNavItem {
  label: string
  href: string
}

/** The public-site links beside the sign-in form (spec §2 /login). */
export const pageLinks: readonly SiteNavItem[] = [
  { label: 'Features', href: siteLinks.features },
  { label: 'Pricing', href: siteLinks.pricing },
  { label: 'Content Hub', href: siteLinks.contentHub },
  { label: 'FAQs', href: siteLinks.faqs },
  { label: 'About', href: siteLinks.about },
]

export const docsItems: readonly SiteNavItem[] = [
  { label: 'Tutorials', href: docsLinks.tutorials },
  { label: 'Email Authentication', href: docsLinks.emailAuthentication },
  { label: 'API Docs', href: docsLinks.api },
  { label: 'Privacy', href: docsLinks.privacy },
  { label: 'EULA', href: docsLinks.eula },
]

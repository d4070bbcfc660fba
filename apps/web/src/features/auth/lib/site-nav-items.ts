import { apiDocsUrl, docsLink } from '../../../config/site-links.ts'

export interface SiteNavItem {
  label: string
  href: string
}

/** The public-site links beside the sign-in form (spec §2 /login). */
export const pageLinks: readonly SiteNavItem[] = [
  { label: 'Features', href: docsLink('features') },
  { label: 'Pricing', href: docsLink('pricing') },
  { label: 'Content Hub', href: docsLink('content-hub') },
  { label: 'FAQs', href: docsLink('faqs') },
  { label: 'About', href: docsLink('about') },
]

export const docsItems: readonly SiteNavItem[] = [
  { label: 'Tutorials', href: docsLink('tutorials') },
  { label: 'Email Authentication', href: docsLink('email-authentication') },
  { label: 'API Docs', href: apiDocsUrl },
  { label: 'Privacy', href: docsLink('privacy') },
  { label: 'EULA', href: docsLink('eula') },
]

import { docsLink } from '../../../config/site-links.ts'

export interface HelpEntry {
  /** The page's path: /docs/<slug>, and its Markdown file: pages/<slug>.md. */
  path: string
  /** Its name in the help menu and the browser tab. */
  title: string
  group: 'Guides' | 'Reference' | 'About Herald'
}

/** Every help page, in the order of the help menu. */
export const helpCatalogue: readonly HelpEntry[] = [
  { path: docsLink('tutorials'), title: 'Your first report', group: 'Guides' },
  { path: docsLink('power-bi-and-tableau'), title: 'Linking Power BI and Tableau', group: 'Guides' },
  { path: docsLink('email-authentication'), title: 'Email authentication', group: 'Guides' },
  { path: docsLink('api'), title: 'The Herald API', group: 'Reference' },
  { path: docsLink('faqs'), title: 'FAQs', group: 'Reference' },
  { path: docsLink('content-hub'), title: 'Content Hub', group: 'Reference' },
  { path: docsLink('features'), title: 'Features', group: 'About Herald' },
  { path: docsLink('pricing'), title: 'Pricing', group: 'About Herald' },
  { path: docsLink('about'), title: 'About', group: 'About Herald' },
  { path: docsLink('privacy'), title: 'Privacy', group: 'About Herald' },
  { path: docsLink('eula'), title: 'End User License Agreement', group: 'About Herald' },
]

export function helpEntry(path: string): HelpEntry | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return helpCatalogue.find((entry) => entry.path === normalized)
}

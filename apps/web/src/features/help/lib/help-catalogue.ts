import { docsLinks } from '../../../config/site-links.ts'

export interface HelpEntry {
  /** The page's path: /docs/<slug>, and its Markdown file: pages/<slug>.md. */
  path: string
  /** Its name in the help menu and the browser tab. */
  title: string
  group: 'Guides' | 'Reference' | 'About Herald'
}

/** Every help page, in the order of the help menu. */
export const helpCatalogue: readonly HelpEntry[] = [
  { path: docsLinks.tutorials, title: 'Your first report', group: 'Guides' },
  { path: docsLinks.powerBiAndTableau, title: 'Linking Power BI and Tableau', group: 'Guides' },
  { path: docsLinks.emailAuthentication, title: 'Email authentication', group: 'Guides' },
  { path: docsLinks.api, title: 'The Herald API', group: 'Reference' },
  { path: docsLinks.faqs, title: 'FAQs', group: 'Reference' },
  { path: docsLinks.contentHub, title: 'Content Hub', group: 'Reference' },
  { path: docsLinks.features, title: 'Features', group: 'About Herald' },
  { path: docsLinks.pricing, title: 'Pricing', group: 'About Herald' },
  { path: docsLinks.about, title: 'About', group: 'About Herald' },
  { path: docsLinks.privacy, title: 'Privacy', group: 'About Herald' },
  { path: docsLinks.eula, title: 'End User License Agreement', group: 'About Herald' },
]

export function helpEntry(path: string): HelpEntry | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return helpCatalogue.find((entry) => entry.path === normalized)
}

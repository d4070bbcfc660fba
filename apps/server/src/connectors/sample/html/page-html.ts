import type { FilteredData } from '../apply-filter.ts'
import type { Formats } from '../locale.ts'
import type { PageDefinition, ReportDefinition } from '../reports.ts'
import { escapeHtml } from '@herald/contracts'
import { captionText } from './format-cell.ts'
import { layoutPage, type Metrics } from './layout.ts'
import { stylesheet } from './styles.ts'
import { visualHtml } from './visual-html.ts'

/** One report page: a header (report, page, active filter) and its visuals' cards. */
export function pageHtml(
  report: ReportDefinition,
  page: PageDefinition,
  data: FilteredData,
  f: Formats,
  m: Metrics,
): string {
  const header = `<header><div class="titles"><span class="report">${escapeHtml(report.name)}</span><span class="page-title">${escapeHtml(page.displayName)}</span></div><div class="filter">${escapeHtml(captionText(data.captions, f))}</div></header>`
  const cards = layoutPage(page, m).map((box) => visualHtml(box.visual.build(data), box, f, m))
  return `<section class="page" data-page="${escapeHtml(page.name)}">${header}${cards.join('')}</section>`
}

/** A self-contained HTML document (no external resources) of the given pages, ready to print. */
export function documentHtml(
  report: ReportDefinition,
  pages: readonly PageDefinition[],
  data: FilteredData,
  f: Formats,
  m: Metrics,
): string {
  const title = escapeHtml(`${report.name} – ${pages.map((p) => p.displayName).join(', ')}`)
  return [
    `<!doctype html><html lang="${escapeHtml(f.locale)}" dir="${f.dir}"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${title}</title><style>${stylesheet(m)}</style></head><body>`,
    ...pages.map((page) => pageHtml(report, page, data, f, m)),
    '</body></html>',
  ].join('')
}

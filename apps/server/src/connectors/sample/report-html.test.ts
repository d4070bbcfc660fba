import { describe, expect, it } from 'vitest'
import { ConnectorError, parseFilter } from '../connector.ts'
import { applyFilter } from './apply-filter.ts'
import { findReport, selectPages } from './catalog.ts'
import { REGIONS } from './dimensions.ts'
import { layoutPage, metricsFor } from './html/layout.ts'
import { documentHtml } from './html/page-html.ts'
import { formatsFor } from './locale.ts'
import { SAMPLE_REPORTS } from './reports.ts'

const canvas = { width: 1280, height: 720 }
const html = (reportId: string, name: string, value: string, locale = 'en-US') => {
  const report = findReport(reportId)
  return documentHtml(
    report,
    report.pages,
    applyFilter([parseFilter(name, value)].filter((f) => f !== undefined)),
    formatsFor(locale),
    metricsFor(canvas),
  )
}

describe('report HTML', () => {
  it.each(SAMPLE_REPORTS.flatMap((r) => REGIONS.map((region) => [r.id, region])))(
    '%s filtered to %s names no other region anywhere',
    (reportId, region) => {
      const page = html(reportId, 'Sales/Region', region)
      expect(page).toContain(`Region: ${region}`)
      const others = REGIONS.filter((r) => r !== region)
      expect(page.match(new RegExp(others.join('|'), 'gi'))).toBeNull()
    },
  )

  it('shows every region when unfiltered', () => {
    const page = html('sales-overview', '', '')
    expect(page).toContain('Filter: none')
    for (const region of REGIONS) expect(page).toContain(`${region.toLowerCase()}.manager@example.com`)
  })

  it('escapes text taken from the filter', () => {
    const page = html('sales-overview', `"Pick" & 'go'<>Sales/Country`, '<script>alert(1)</script>')
    expect(page).not.toContain('<script')
    expect(page).toContain('&quot;Pick&quot; &amp; &#39;go&#39;: &lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('says "No data" in every visual when nothing matches', () => {
    const page = html('product-performance', 'Sales/Date', '2023-01-01')
    const cards = page.match(/class="card"/g)?.length ?? 0
    expect(page.match(/>No data</g)?.length).toBe(cards)
  })

  it('writes numbers in the report locale', () => {
    expect(html('sales-overview', 'Sales/Region', 'East', 'de-DE')).toMatch(/\d{1,3}(\.\d{3})+\u00a0\$/)
  })

  it.each([
    [1280, 720],
    [1920, 1080],
    [800, 600],
    [333, 777],
  ])('lays every page out inside a %i×%i canvas', (width, height) => {
    const m = metricsFor({ width, height })
    for (const page of SAMPLE_REPORTS.flatMap((r) => r.pages))
      for (const box of layoutPage(page, m)) {
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height).toBeLessThanOrEqual(height)
        expect(box.x + box.width).toBeLessThanOrEqual(width + 0.1)
        expect(box.body.height).toBeGreaterThan(0)
      }
  })
})

describe('selectPages', () => {
  const report = findReport('sales-overview')
  it('takes page names or display names in any casing, in the order asked', () => {
    expect(selectPages(report, ['Monthly detail', 'OVERVIEW']).map((p) => p.name)).toEqual([
      'monthly',
      'overview',
    ])
    expect(selectPages(report, 'All')).toHaveLength(report.pages.length)
  })
  it('explains an unknown page', () => {
    expect(() => selectPages(report, ['Summary'])).toThrow(
      new ConnectorError(
        'Unknown page "Summary" in report "Sales Overview". Available: "Overview", "Countries", "Monthly detail", "Recipients"',
      ),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html.ts'

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute, once each', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
  })

  it('leaves other text alone and escapes an entity again rather than trusting it', () => {
    expect(escapeHtml('Zürich — 100 % · ✓')).toBe('Zürich — 100 % · ✓')
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
  })
})

import { describe, expect, it } from 'vitest'
import { uniqueSheetNames } from './sheet-names.ts'

describe('uniqueSheetNames', () => {
  it('replaces forbidden characters and trims apostrophes and spaces', () => {
    expect(uniqueSheetNames(['Q1: Sales/Costs [draft]*?', "'Quoted'", 'a\\b'])).toEqual([
      'Q1 Sales Costs draft',
      'Quoted',
      'a b',
    ])
  })

  it('keeps at most 31 characters without splitting an emoji', () => {
    const [long, emoji] = uniqueSheetNames(['x'.repeat(40), `${'y'.repeat(30)}😀`])
    expect(long).toBe('x'.repeat(31))
    expect(emoji).toBe('y'.repeat(30))
  })

  it('makes names unique ignoring case, within the length limit, and avoids History', () => {
    const long = 'z'.repeat(31)
    expect(uniqueSheetNames(['Sales', 'sales', 'SALES', long, long, 'History', ''])).toEqual([
      'Sales',
      'sales (2)',
      'SALES (3)',
      long,
      `${'z'.repeat(27)} (2)`,
      'History (2)',
      'Sheet',
    ])
  })
})

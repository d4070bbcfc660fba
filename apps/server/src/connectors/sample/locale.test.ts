import { LOCALES } from '@herald/contracts'
import { describe, expect, it } from 'vitest'
import { formatsFor, resolveLocale } from './locale.ts'

describe('report locales', () => {
  it('accepts each of the 43 offered codes, in any casing', () => {
    expect(LOCALES).toHaveLength(43)
    for (const [code] of LOCALES) {
      expect(resolveLocale(code)).toBe(code)
      expect(resolveLocale(code.toLowerCase())).toBe(code)
      expect(formatsFor(code).integer(1234567)).toMatch(/\S/)
    }
    expect(resolveLocale('eu-es')).toBe('eu-ES')
  })

  it('falls back to en-US for a code Intl does not know', () => {
    expect(resolveLocale('xx-YY')).toBe('en-US')
    expect(resolveLocale('not a locale')).toBe('en-US')
  })

  it('formats numbers, money and months the local way', () => {
    const de = formatsFor('de-DE')
    expect(de.integer(1234567)).toBe('1.234.567')
    expect(de.money(1234.4)).toBe('1.234\u00a0$')
    expect(de.month('2025-03')).toBe('März 2025')
    expect(formatsFor('en-US').money(1234.4)).toBe('$1,234')
    expect(formatsFor('ar-SA').dir).toBe('rtl')
  })
})

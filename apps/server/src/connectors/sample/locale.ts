import { canonicalLocale } from '@herald/contracts'

/** Number and date formatting for one report locale. */
export interface Formats {
  locale: string
  dir: 'ltr' | 'rtl'
  integer: (value: number) => string
  /** Up to two decimals. */
  number: (value: number) => string
  money: (value: number) => string
  /** Short axis labels: 1.2M, 1,2 Mio. */
  compact: (value: number) => string
  /** 0.25 → 25%. */
  percent: (value: number) => string
  /** 'YYYY-MM' → "Mar 2025". */
  month: (yearMonth: string) => string
  /** 'YYYY-MM' → "Mar 25" for crowded axes. */
  shortMonth: (yearMonth: string) => string
  /** 'YYYY-MM-DD' → "1 Mar 2025". */
  date: (isoDate: string) => string
}

const FALLBACK = 'en-US'
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur'])

/** The report locale in canonical casing ('eu-es' → 'eu-ES'); a code Intl does not know → en-US. */
export function resolveLocale(code: string): string {
  const offered = canonicalLocale(code)
  if (offered) return offered
  try {
    const [canonical] = Intl.getCanonicalLocales(code.trim())
    if (canonical && Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0) return canonical
  } catch {
    // not a well-formed language tag
  }
  return FALLBACK
}

const monthStart = (yearMonth: string) => Date.parse(`${yearMonth}-01T00:00:00Z`)

function createFormats(locale: string): Formats {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  })
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' })
  const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const language = new Intl.Locale(locale).language
  return {
    locale,
    dir: RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr',
    integer: (value) => integer.format(value),
    number: (value) => number.format(value),
    money: (value) => money.format(value),
    compact: (value) => compact.format(value),
    percent: (value) => percent.format(value),
    month: (yearMonth) => month.format(monthStart(yearMonth)),
    shortMonth: (yearMonth) => shortMonth.format(monthStart(yearMonth)),
    date: (isoDate) => date.format(Date.parse(`${isoDate}T00:00:00Z`)),
  }
}

const cache = new Map<string, Formats>()

export function formatsFor(code: string): Formats {
  const locale = resolveLocale(code)
  let formats = cache.get(locale)
  if (!formats) cache.set(locale, (formats = createFormats(locale)))
  return formats
}

// The cron builder's dropdowns (spec §2 step 1): one multi-select per cron part. A part is a comma
// list of tokens; plain numbers are the dropdown's options, and anything else a stored cron holds
// (a range '1-5', a step '*/30') is kept as an extra option so editing never loses it.

export interface BuilderOption {
  value: string
  label: string
}

export interface BuilderField {
  label: string
  /** What an empty selection (`*`) means. */
  placeholder: string
  options: BuilderOption[]
}

const pad = (n: number) => String(n).padStart(2, '0')
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** Minute, Hour, Day of month, Month, Day of week: the 5 parts, in cron order. */
export const BUILDER_FIELDS: readonly BuilderField[] = [
  {
    label: 'Minute',
    placeholder: 'Every minute',
    options: range(0, 59).map((n) => ({ value: `${n}`, label: pad(n) })),
  },
  {
    label: 'Hour',
    placeholder: 'Every hour',
    options: range(0, 23).map((n) => ({ value: `${n}`, label: pad(n) })),
  },
  {
    label: 'Day of month',
    placeholder: 'Every day',
    options: range(1, 31).map((n) => ({ value: `${n}`, label: `${n}` })),
  },
  {
    label: 'Month',
    placeholder: 'Every month',
    options: MONTHS.map((name, i) => ({ value: `${i + 1}`, label: name })),
  },
  {
    label: 'Day of week',
    placeholder: 'Any day of the week',
    options: WEEKDAYS.map((name, i) => ({ value: `${i}`, label: name })),
  },
]

const isNumber = (token: string) => /^\d+$/.test(token)

/** Numbers ascending, then any other tokens in the order written. */
function ordered(tokens: string[]): string[] {
  const unique = [...new Set(tokens)]
  const numbers = unique.filter(isNumber).sort((a, b) => Number(a) - Number(b))
  return [...numbers, ...unique.filter((t) => !isNumber(t))]
}

/** The selections of each part (`*` is no selection). Missing parts read as `*`. */
export function cronSelections(expression: string): string[][] {
  const parts = expression.trim().split(/\s+/).filter(Boolean)
  return BUILDER_FIELDS.map((_, i) => {
    const part = parts[i] ?? '*'
    return part === '*' ? [] : part.split(',').filter(Boolean)
  })
}

/** The 5-part cron for the selections: each part's tokens joined by commas, `*` when none. */
export function cronFromSelections(selections: readonly string[][]): string {
  return BUILDER_FIELDS.map((_, i) => {
    const tokens = ordered(selections[i] ?? [])
    return tokens.length === 0 ? '*' : tokens.join(',')
  }).join(' ')
}

/** A field's options plus the tokens it holds that are not plain options. */
export function fieldOptions(field: BuilderField, selected: readonly string[]): BuilderOption[] {
  const known = new Set(field.options.map((o) => o.value))
  const extra = selected.filter((token) => !known.has(token)).map((token) => ({ value: token, label: token }))
  return [...field.options, ...extra]
}

export const DAY_OF_MONTH = 2
export const DAY_OF_WEEK = 4

/**
 * Day of month and day of week cannot both be set (spec §5): the one chosen last wins. The
 * contracts' auto-correction clears the day of week; here, choosing a day of week clears the day
 * of month instead, so a choice is never undone under the user's hand.
 */
export function withSelection(selections: readonly string[][], index: number, value: string[]): string[][] {
  const next = selections.map((tokens, i) => (i === index ? value : tokens))
  if (value.length > 0 && index === DAY_OF_WEEK) next[DAY_OF_MONTH] = []
  if (value.length > 0 && index === DAY_OF_MONTH) next[DAY_OF_WEEK] = []
  return next
}

const splitParts = (expression: string) => expression.trim().split(/\s+/).filter(Boolean)

/** What the builder's auto-correction changed, in words; null when it changed nothing. */
export function correctionNote(before: string, after: string): string | null {
  const parts = splitParts(before)
  if (parts.join(' ') === after) return null
  const notes: string[] = []
  if (parts.length < 5) notes.push('Missing parts were filled with * (every).')
  if (parts.length > 5) notes.push('A cron has 5 parts: the extra parts were removed.')
  const padded = [...parts.slice(0, 5), '*', '*', '*', '*', '*'].slice(0, 5)
  if (padded.every((part) => part === '*')) {
    notes.push('A schedule of * in every part would run every minute, so it was set to 10:00 every day.')
  } else if (padded[DAY_OF_MONTH] !== '*' && padded[DAY_OF_WEEK] !== '*') {
    notes.push('The day of week was cleared because a day of month is set.')
  }
  return notes.join(' ') || null
}

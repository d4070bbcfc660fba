import { z } from 'zod/mini'
import { BUILT_IN_TOKENS } from './tokens.ts'

/** A filter row's own columns beside Filter Name, Filter Value, To, CC and BCC (ADR 0047). */
export const COLUMN_LIMIT = 20
export const COLUMN_NAME_MAX = 40
export const COLUMN_VALUE_MAX = 1000

/** The template's and the grid's fixed columns, and the per-row override columns: no column of one's own. */
export const STANDARD_COLUMNS = ['Filter Name', 'Filter Value', 'To', 'CC', 'BCC'] as const
export const OVERRIDE_COLUMNS = ['Format', 'Attach Excel', 'Skip'] as const

export const columnMessages = {
  tooMany: `At most ${COLUMN_LIMIT} columns of your own.`,
  nameInvalid: (name: string) =>
    `Column "${name}" is not a valid name: use letters, digits, spaces, _ and - (at most ${COLUMN_NAME_MAX}), starting with a letter or digit.`,
  nameReserved: (name: string) => `Column "${name}" is reserved: pick another name.`,
  duplicate: (name: string) => `Column "${name}" appears twice.`,
  valueLineBreak: (name: string) => `${name} cannot contain line breaks.`,
  valueTooLong: (name: string) => `${name} cannot exceed ${COLUMN_VALUE_MAX} characters.`,
  formatInvalid: 'Format must be PDF or PPTX.',
  yesNo: (column: string) => `${column} must be yes or no.`,
} as const

const COLUMN_NAME = /^[A-Za-z0-9_]([A-Za-z0-9 _-]{0,38}[A-Za-z0-9_-])?$/

const lower = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, ' ')
const RESERVED = new Set(
  [
    ...STANDARD_COLUMNS,
    ...OVERRIDE_COLUMNS,
    'Filter',
    'Value',
    'To Email',
    'CC Email',
    'BCC Email',
    'Active',
  ].map(lower),
)
const RESERVED_TOKENS = new Set(BUILT_IN_TOKENS.map((t) => t.toLowerCase()))

export function columnNameProblem(name: string): string | undefined {
  if (!COLUMN_NAME.test(name)) return columnMessages.nameInvalid(name)
  if (RESERVED.has(lower(name)) || RESERVED_TOKENS.has(name.toLowerCase()))
    return columnMessages.nameReserved(name)
  return undefined
}

/** The columns of a set of rows, in the order they first appear. */
export function columnsOf(
  rows: readonly { fields?: Readonly<Record<string, string>> | undefined }[],
): string[] {
  const seen = new Set<string>()
  for (const row of rows) for (const name of Object.keys(row.fields ?? {})) seen.add(name)
  return [...seen]
}

/** A row's columns: names checked, values trimmed, single-line and at most COLUMN_VALUE_MAX characters. */
export const RowFields = z._default(
  z
    .record(
      z.string(),
      z.pipe(
        z.nullable(z.string()),
        z.transform((v) => (v ?? '').trim()),
      ),
    )
    .check(
      z.superRefine((fields, ctx) => {
        const names = Object.keys(fields)
        const issue = (message: string) => ctx.issues.push({ code: 'custom', input: fields, message })
        if (names.length > COLUMN_LIMIT) issue(columnMessages.tooMany)
        for (const name of names) {
          const problem = columnNameProblem(name)
          if (problem) issue(problem)
          const value = fields[name]!
          if (/[\r\n]/.test(value)) issue(columnMessages.valueLineBreak(name))
          if (value.length > COLUMN_VALUE_MAX) issue(columnMessages.valueTooLong(name))
        }
      }),
    ),
  {},
)

/** 'yes' / 'no' (also true/false, y/n, 1/0) as a boolean; '' is undefined; anything else null (invalid). */
export function parseYesNo(value: string): boolean | undefined | null {
  const v = value.trim().toLowerCase()
  if (v === '') return undefined
  if (['yes', 'y', 'true', '1', 'x'].includes(v)) return true
  if (['no', 'n', 'false', '0'].includes(v)) return false
  return null
}

import { escapeHtml } from '../escape-html.ts'
import { MONTH_NAMES } from '../schedule/frequency.ts'
import { wallTimeAt } from '../schedule/zone-clock.ts'

/**
 * Tokens in the email subject, the email body and FILE NAME (ADR 0047): `{Name}` for any column of the
 * filter rows, `{filterName}`, `{filterValue}`, `{jobName}`, `{runDate}` (optionally `{runDate:DD.MM.YYYY}`,
 * in the job's time zone) and `{fileName}`. One renderer, used by the server when it sends and by the web
 * app for the example: pure, escaping each value for where it lands.
 */

export const BUILT_IN_TOKENS = ['fileName', 'filterName', 'filterValue', 'jobName', 'runDate'] as const
export type BuiltInToken = (typeof BUILT_IN_TOKENS)[number]

export const tokenMessages = {
  unknown: (where: string, tokens: string[], known: string[]) =>
    `${where}: unknown ${tokens.length === 1 ? 'token' : 'tokens'} ${tokens.join(', ')}. Known tokens: ${known.join(', ')}`,
  badDateFormat: (where: string, token: string) =>
    `${where}: ${token} is not a date format. Use YYYY, YY, MMMM, MMM, MM, M, DD, D, HH and mm, e.g. {runDate:YYYY-MM-DD}.`,
  lineBreak: (column: string) => `The value of ${column} contains a line break, which a subject cannot hold.`,
  fileNameToken: (where: string) => `${where}: {fileName} cannot be used in FILE NAME itself.`,
} as const

/** `{Name}` or `{runDate:YYYY-MM-DD}`: a name (letters, digits, spaces, _ and -) and an optional format. */
const TOKEN = /\{([A-Za-z0-9_][A-Za-z0-9 _-]{0,39})(?::([^{}\r\n]{1,40}))?\}/g
const DATE_PART = /YYYY|YY|MMMM|MMM|MM|M|DD|D|HH|mm/g

export type RenderMode = 'subject' | 'html' | 'fileName'

export interface TokenContext {
  /** The row's own columns by name. */
  fields: Readonly<Record<string, string>>
  filterName: string
  filterValue: string
  jobName: string
  /** The run's instant and the job's IANA zone ({runDate} is the job's local date). */
  runAt: Date
  timeZone: string
  /** The attachment's file name (absent while FILE NAME itself is rendered). */
  fileName?: string
}

export class TokenValueError extends Error {}

/** Every token a template uses, as written (`{Name}`, `{runDate:YYYY}`), with its name and format. */
export function tokensOf(template: string): { text: string; name: string; format: string | undefined }[] {
  return [...template.matchAll(TOKEN)].map((m) => ({ text: m[0], name: m[1]!, format: m[2] }))
}

const isBuiltIn = (name: string): name is BuiltInToken =>
  (BUILT_IN_TOKENS as readonly string[]).includes(name)

/** The tokens a template may use with these columns, as shown to the user. */
export function knownTokens(columns: readonly string[]): string[] {
  return [...BUILT_IN_TOKENS.map((t) => `{${t}}`), ...columns.map((c) => `{${c}}`)]
}

function dateFormatValid(format: string): boolean {
  return format.replace(DATE_PART, '').replace(/[^A-Za-z]/g, '') === ''
}

/**
 * What is wrong with a template's tokens: names that are no column nor built-in (with the list of known
 * ones), date formats that are not, {fileName} inside FILE NAME. `where` names the field ('Email title').
 * With `columns` undefined (Automated Input: the BI tool brings the columns at run time) any name passes.
 */
export function tokenProblems(
  template: string,
  columns: readonly string[] | undefined,
  where = 'Template',
  opts: { fileName?: boolean } = {},
): string[] {
  const problems: string[] = []
  const unknown: string[] = []
  for (const token of tokensOf(template)) {
    if (token.name === 'runDate' && token.format !== undefined && !dateFormatValid(token.format))
      problems.push(tokenMessages.badDateFormat(where, token.text))
    else if (token.name === 'fileName' && opts.fileName) problems.push(tokenMessages.fileNameToken(where))
    else if (!isBuiltIn(token.name) && columns !== undefined && !columns.includes(token.name))
      unknown.push(token.text)
  }
  if (unknown.length > 0)
    problems.unshift(tokenMessages.unknown(where, [...new Set(unknown)], knownTokens(columns ?? [])))
  return problems
}

/** The run's instant as the job's local date and time, written in `format` (default YYYY-MM-DD). */
export function formatRunDate(runAt: Date, timeZone: string, format = 'YYYY-MM-DD'): string {
  const wall = new Date(wallTimeAt(timeZone, runAt.getTime()))
  const y = String(wall.getUTCFullYear())
  const m = wall.getUTCMonth() + 1
  const d = wall.getUTCDate()
  const pad = (n: number) => String(n).padStart(2, '0')
  const values: Record<string, string> = {
    YYYY: y,
    YY: y.slice(-2),
    MMMM: MONTH_NAMES[m - 1]!,
    MMM: MONTH_NAMES[m - 1]!.slice(0, 3),
    MM: pad(m),
    M: String(m),
    DD: pad(d),
    D: String(d),
    HH: pad(wall.getUTCHours()),
    mm: pad(wall.getUTCMinutes()),
  }
  return format.replace(DATE_PART, (part) => values[part]!)
}

/** Characters no file name may hold (the server sanitizes the whole name again). */
// eslint-disable-next-line no-control-regex
const FILE_NAME_UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g

function escapeFor(mode: RenderMode, value: string, token: string): string {
  switch (mode) {
    case 'html':
      return escapeHtml(value)
    case 'subject':
      if (/[\r\n]/.test(value)) throw new TokenValueError(tokenMessages.lineBreak(token))
      return value
    case 'fileName':
      return value.replace(FILE_NAME_UNSAFE, '_')
  }
}

function valueOf(name: string, format: string | undefined, context: TokenContext): string | undefined {
  switch (name) {
    case 'fileName':
      return context.fileName
    case 'filterName':
      return context.filterName
    case 'filterValue':
      return context.filterValue
    case 'jobName':
      return context.jobName
    case 'runDate':
      return formatRunDate(context.runAt, context.timeZone, format)
  }
  return Object.hasOwn(context.fields, name) ? context.fields[name] : ''
}

/**
 * The template with each token replaced by the row's value, escaped for `mode`: HTML-escaped in the body,
 * refused (TokenValueError) when it would put a line break in the subject, made file-name safe in FILE NAME.
 * A column the row leaves empty (or lacks) renders ''; {fileName} without a file name stays as written.
 */
export function renderTokens(template: string, context: TokenContext, opts: { mode: RenderMode }): string {
  return template.replace(TOKEN, (text: string, name: string, format: string | undefined) => {
    if (format !== undefined && (name !== 'runDate' || !dateFormatValid(format))) return text
    const value = valueOf(name, format, context)
    return value === undefined ? text : escapeFor(opts.mode, value, name)
  })
}

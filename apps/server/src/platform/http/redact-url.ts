/**
 * Query parameters whose values may be written to logs: paging, sorting, searching, date ranges, a job's
 * id and the preview's locale and page size. Every other parameter's value — a reset token, an activation
 * key, an OAuth code or state, anything added later — is logged as `[redacted]` (ADR 0041). A new query
 * parameter is secret until it is added here; `redact-url.test.ts` lists every declared one.
 */
export const LOGGED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'page',
  'size',
  'sort',
  'search',
  'fromDate',
  'toDate',
  'type',
  'userJobId',
  'locale',
  'pageSize',
  'count',
  // A SharePoint folder's Graph item id (ADR 0052): names a folder, grants nothing.
  'parent',
])

export const REDACTED = '[redacted]'

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '))
  } catch {
    return raw
  }
}

/** `token=abc&page=2` → `token=[redacted]&page=2`; a bare name that is not allowed is itself redacted. */
export function redactQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      if (part === '') return part
      const equals = part.indexOf('=')
      const name = equals === -1 ? part : part.slice(0, equals)
      if (LOGGED_QUERY_PARAMETERS.has(decodedName(name))) return part
      return equals === -1 ? REDACTED : `${name}=${REDACTED}`
    })
    .join('&')
}

/**
 * Paths whose next segment is a secret (a secure link's token, ADR 0049): logged as `/l/[redacted]`, so a
 * request line, a 404 or an error quoting the URL never carries a working link.
 */
export const SECRET_PATH_PREFIXES: readonly string[] = ['/l/']

function redactPath(path: string): string {
  for (const prefix of SECRET_PATH_PREFIXES) {
    if (path.startsWith(prefix)) return prefix + path.slice(prefix.length).replace(/^[^/?#]+/, REDACTED)
  }
  return path
}

/** A request URL (path and query, as `request.url`) with every value outside the allow-list redacted. */
export function redactUrl(rawUrl: string): string {
  const url = redactPath(rawUrl)
  const mark = url.indexOf('?')
  if (mark === -1) return url
  const hash = url.indexOf('#', mark)
  const query = hash === -1 ? url.slice(mark + 1) : url.slice(mark + 1, hash)
  return `${url.slice(0, mark + 1)}${redactQuery(query)}${hash === -1 ? '' : '#' + REDACTED}`
}

/** Any query strings inside free text (an error's message or stack naming the URL it failed on). */
export function redactUrlsIn(text: string): string {
  const paths = SECRET_PATH_PREFIXES.reduce(
    (out, prefix) => out.replaceAll(new RegExp(`${prefix}[A-Za-z0-9_-]{16,}`, 'g'), `${prefix}${REDACTED}`),
    text,
  )
  return paths.replace(/\?([^\s"'`<>()#]*)/g, (_match, query: string) =>
    query.includes('=') ? `?${redactQuery(query)}` : `?${query}`,
  )
}

/** Field names whose values are secrets wherever they appear in something logged (an OAuth state, a token…). */
const SECRET_FIELD =
  /^(state|token|.*[_-]?token|code[_-]?verifier|codeverifier|otp|password|secret|.*secret|key|api[_-]?key|authorization|cookie)$/i

/**
 * A copy of a value to log (a library's log arguments, errors included) with secret fields replaced and the
 * query strings inside its text redacted. Depth-limited; functions and cycles are left out.
 */
export function redactLogValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactUrlsIn(value)
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value
  if (depth > 6 || seen.has(value)) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => redactLogValue(item, depth + 1, seen))
  const entries: [string, unknown][] = Object.entries(value)
  if (value instanceof Error) {
    entries.unshift(['name', value.name], ['message', value.message])
    if (value.stack) entries.push(['stack', value.stack])
  }
  return Object.fromEntries(
    entries.map(([name, field]) => [
      name,
      SECRET_FIELD.test(name) && field !== null && field !== undefined
        ? REDACTED
        : redactLogValue(field, depth + 1, seen),
    ]),
  )
}

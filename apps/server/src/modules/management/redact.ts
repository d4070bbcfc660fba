import { REDACTED } from '@herald/contracts'
import { SECRET_SETTINGS } from '../../config-env.ts'
import type { Config } from '../../config.ts'

/** Names that say their value is a secret (DESIGN.md §8.7: err on the side of redacting). */
const SECRET_NAME = /secret|passw|pwd|token|key|credential|private|signature|cookie|authorization/i

/** A setting (or field) whose value is never shown: the declared list, or a name that says so. */
export function isSecretName(name: string): boolean {
  return SECRET_SETTINGS.has(name) || SECRET_NAME.test(name)
}

/** Anything URL-shaped inside a text (a scheme, then up to a space or a quote). */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi

/** A URL's user and password, and the values of its secret-named query parameters, as '******'. */
function redactUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    // Not parseable: still drop anything that looks like credentials before an '@'.
    return raw.replace(/\/\/[^/?#@]*@/, `//${REDACTED}@`)
  }
  const userinfo = url.username || url.password ? `${REDACTED}@` : ''
  for (const name of [...url.searchParams.keys()]) {
    if (isSecretName(name)) url.searchParams.set(name, REDACTED)
  }
  const search = url.search.replaceAll(encodeURIComponent(REDACTED), REDACTED)
  const authority = url.host ? `//${userinfo}${url.host}` : raw.includes('//') ? '//' : ''
  return `${url.protocol}${authority}${url.pathname}${search}${url.hash}`
}

/** Credentials in every URL inside `text`. */
export function redactUrls(text: string): string {
  return text.replace(URL_IN_TEXT, redactUrl)
}

/**
 * A setting whose value is a secret: the variables config-env.ts declares secret. Names are not guessed
 * here (RATE_LIMIT_PER_API_KEY and BI_PRIVATE_HOSTS are not secrets, ADR 0051); any credentials inside
 * a URL value are redacted whatever the variable.
 */
export function isSecretSetting(name: string): boolean {
  return SECRET_SETTINGS.has(name)
}

/** A setting's value as the admin screens show it. */
export function redactSetting(name: string, value: string | null): string | null {
  if (value === null) return null
  return isSecretSetting(name) ? REDACTED : redactUrls(value)
}

/**
 * Every secret value this process knows, to search any text for: the secret settings (and the
 * generated SECRET_KEY), the passwords of URL settings, and those URLs whole. Short values are left
 * out, since they would match ordinary text.
 */
export function knownSecrets(config: Config): string[] {
  const values = new Set<string>([config.secretKey])
  for (const { name, value } of config.settings) {
    if (value === null) continue
    if (isSecretName(name)) values.add(value)
    const password = passwordOf(value)
    if (password) {
      values.add(password).add(value)
      try {
        values.add(decodeURIComponent(password))
      } catch {
        // Not percent-encoded text: the raw password is searched for already.
      }
    }
  }
  return [...values].filter((v) => v.length >= 6).sort((a, b) => b.length - a.length)
}

function passwordOf(value: string): string | undefined {
  try {
    return new URL(value).password || undefined
  } catch {
    return undefined
  }
}

/**
 * A copy of `value` (a diagnostic report, any JSON) with secret-named fields, known secret values and URL
 * credentials replaced by '******'.
 */
export function redactDeep(value: unknown, secrets: string[], key = ''): unknown {
  if (typeof value === 'string') {
    if (key && isSecretName(key)) return REDACTED
    let text = value
    for (const secret of secrets) text = text.replaceAll(secret, REDACTED)
    return redactUrls(text)
  }
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, secrets))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, secrets, k)]))
  }
  return value
}

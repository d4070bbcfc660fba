import { randomBytes } from 'node:crypto'
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { crossFieldProblems, EnvSchema, type Env, type Role, type TrustProxy } from './config-env.ts'
import { captchaOf, powerBiOf, sftpOf, socialSignInOf, stripeOf } from './config-services.ts'
import type { StorageLocation } from './platform/storage/open-file-store.ts'

export interface Config {
  env: Env['NODE_ENV']
  isProduction: boolean
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  /**
   * The built-in mailbox that captures every email when there is no SMTP_URL: open to anyone in
   * development, to signed-in admins only in production (DEV_MAILBOX=true), off with SMTP_URL.
   */
  devMailbox: 'off' | 'public' | 'admins'
  mailFrom: string
  roles: Role[]
  chromiumPath: string
  /** qpdf, which encrypts password-protected PDFs (ADR 0049); a name on the PATH or a path. */
  qpdfPath: string
  /** Pages rendered at once by one worker process (one browser, one context per render). */
  renderConcurrency: number
  /** First retry delay for recipients the SMTP server deferred; doubles per attempt up to 1 h. */
  mailRetrySeconds: number
  /** DNS servers for sender DMARC checks; empty = the system's. */
  dnsServers: string[]
  adminEmails: string[]
  secretKey: string
  signupsEnabled: boolean
  trustProxy: TrustProxy
  logLevel: Env['LOG_LEVEL']
  captcha: { siteKey: string; secretKey: string; verifyUrl: string | undefined } | undefined
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined
  microsoft: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined
  bookingUrl: string | undefined
  /** Requests per window on /api: per API key (Bearer), per session (cookie), per client address (neither). */
  apiRateLimits: { windowSeconds: number; perApiKey: number; perSession: number; perAddress: number }
  /** Private BI servers Herald may connect to (host names, IPs, CIDRs); every other private address is refused. */
  biPrivateHosts: string[]
  /** Destinations beside email (ADR 0048): Slack's Web API base, the first retry delay after a 5xx. */
  destinations: { slackApiUrl: string; graphApiUrl: string; retryBaseSeconds: number }
  /** Tableau calls in flight at once per site, per process. */
  tableauConcurrency: number
  /** Power BI (offered when the Entra ID app's id and secret are both set): where to sign in, the REST API, the caps. */
  powerBi: PowerBiConfig | undefined
  /** Serve the OpenAPI document and the interactive docs (the `swagger` profile). */
  apiDocs: boolean
  /** Where generated files live: DATA_DIR/files, or an S3-compatible bucket (STORAGE_URL). */
  storage: StorageLocation
  /** Generated files are deleted this many days after they were rendered; history keeps the rows. */
  fileRetentionDays: number
  /** A remote Chromium's CDP endpoint (ws:// or http://) the worker connects to instead of launching one. */
  chromiumWsEndpoint: string | undefined
  /** Card payments (ADR 0025); without them plans are set by the administrator. `apiUrl`: tests and proxies. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined
  /** Bearer token a Prometheus scraper sends to GET /management/prometheus; unset = admins only. */
  metricsToken: string | undefined
  /** Port of the Prometheus endpoint of a process without the web role (worker, scheduler); unset = none. */
  metricsPort: number | undefined
  /**
   * The built-in SFTP server of the web role (ADR 0029), on when SFTP_PORT is set: its port, the private host
   * key's file (SFTP_HOST_KEY, else DATA_DIR/sftp-host-key generated once) and the host name users are shown.
   */
  sftp: { port: number; hostKeyPath: string; publicHost: string } | undefined
  /** Every variable Herald reads, as read: the raw value (secrets included) and where it came from. */
  settings: ReadSetting[]
}

/** A variable as Herald read it; `value` is raw — present it only through the management redaction. */
export interface ReadSetting {
  name: string
  value: string | null
  source: 'environment' | 'default' | 'generated' | 'unset'
}

export interface PowerBiConfig {
  clientId: string
  clientSecret: string
  /** `{authorityUrl}/{tenant}/oauth2/v2.0/authorize|token`. */
  authorityUrl: string
  tenant: string
  /** REST at `{apiUrl}/v1.0/myorg/…`. */
  apiUrl: string
  /** Export To File jobs in flight at once per capacity and per linked account, per process. */
  exportsPerCapacity: number
  exportsPerAccount: number
}

export class ConfigError extends Error {}

/** The only reader of process.env: parses every variable once and lists every problem at once. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const { env, given } = parseEnv(source)
  const dataDir = path.resolve(env.DATA_DIR)
  createDataDir(dataDir)
  const publicUrl = (
    env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`
  ).replace(/\/$/, '')
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    devMailbox: env.SMTP_URL ? 'off' : env.NODE_ENV === 'production' ? 'admins' : 'public',
    mailFrom: env.MAIL_FROM,
    roles: [...new Set(env.ROLES)],
    chromiumPath: env.CHROMIUM_PATH,
    qpdfPath: env.QPDF_PATH,
    renderConcurrency: env.RENDER_CONCURRENCY,
    mailRetrySeconds: env.MAIL_RETRY_SECONDS,
    dnsServers: env.DNS_SERVERS,
    adminEmails: env.ADMIN_EMAILS.map((e) => e.toLowerCase()),
    secretKey: env.SECRET_KEY ?? readOrCreateSecret(dataDir),
    signupsEnabled: env.SIGNUPS_ENABLED,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    captcha: captchaOf(env),
    ...socialSignInOf(env),
    bookingUrl: env.BOOKING_URL,
    apiRateLimits: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      perApiKey: env.RATE_LIMIT_PER_API_KEY,
      perSession: env.RATE_LIMIT_PER_SESSION,
      perAddress: env.RATE_LIMIT_PER_ADDRESS,
    },
    biPrivateHosts: env.BI_PRIVATE_HOSTS,
    destinations: {
      slackApiUrl: env.SLACK_API_URL,
      graphApiUrl: env.GRAPH_API_URL,
      retryBaseSeconds: env.DESTINATION_RETRY_SECONDS,
    },
    tableauConcurrency: env.TABLEAU_CONCURRENCY,
    powerBi: powerBiOf(env),
    apiDocs: env.API_DOCS,
    stripe: stripeOf(env),
    metricsToken: env.METRICS_TOKEN,
    metricsPort: env.METRICS_PORT,
    settings: readSettings(given),
    storage: storageOf(env, dataDir),
    fileRetentionDays: env.FILE_RETENTION_DAYS,
    chromiumWsEndpoint: env.CHROMIUM_WS_ENDPOINT,
    sftp: sftpOf(env, dataDir, publicUrl),
  }
}

/** The known variables that are set (an empty one counts as unset), parsed; every problem listed at once. */
function parseEnv(source: Record<string, string | undefined>): { env: Env; given: Record<string, string> } {
  const known = Object.keys(EnvSchema.shape)
  const given = Object.fromEntries(
    Object.entries(source).filter(
      (e): e is [string, string] => known.includes(e[0]) && e[1] !== undefined && e[1] !== '',
    ),
  )
  const parsed = EnvSchema.safeParse(given)
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)),
    ...crossFieldProblems(given),
  ]
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(
      `Herald cannot start: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
  }
  return { env: parsed.data, given }
}

function storageOf(env: Env, dataDir: string): Config['storage'] {
  if (!env.STORAGE_URL) return { kind: 'local', dir: path.join(dataDir, 'files') }
  const url = new URL(env.STORAGE_URL)
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  }
}

/** Each known variable: the value given, else the schema's default (SECRET_KEY unset is generated). */
function readSettings(given: Record<string, string | undefined>): ReadSetting[] {
  return Object.entries(EnvSchema.shape).map(([name, schema]): ReadSetting => {
    const value = given[name]
    if (value !== undefined) return { name, value, source: 'environment' }
    if (name === 'SECRET_KEY') return { name, value: null, source: 'generated' }
    const fallback: unknown = (schema as z.ZodType).safeParse(undefined).data
    if (fallback === undefined) return { name, value: null, source: 'unset' }
    const text = Array.isArray(fallback) ? fallback.join(',') : String(fallback)
    return { name, value: text, source: 'default' }
  })
}

/** DATA_DIR (and its parents) exists and is writable before anything uses it: the secret, the embedded database, files. */
function createDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true })
    accessSync(dataDir, constants.W_OK)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ConfigError(
      `Herald cannot start: DATA_DIR ${dataDir} cannot be used (${reason}). ` +
        'Set DATA_DIR to a directory Herald can create and write to.',
    )
  }
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key')
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim()
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600 })
    return secret
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ConfigError(
      `Herald cannot start: the generated secret ${file} cannot be read or written (${reason}). ` +
        'Set SECRET_KEY or let Herald read and write that file.',
    )
  }
}

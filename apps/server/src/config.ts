import { randomBytes } from 'node:crypto'
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ipaddr from 'ipaddr.js'
import { z } from 'zod'
import type { StorageLocation } from './platform/storage/open-file-store.ts'

const ROLES = ['web', 'worker', 'scheduler'] as const
export type Role = (typeof ROLES)[number]

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)

/** Fastify's `trustProxy`: whether, how many hops of, or which proxies' X-Forwarded-For is believed. */
export type TrustProxy = boolean | number | string[]
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  DEV_MAILBOX: z.stringbool().optional(),
  MAIL_FROM: z.string().min(3).default('Herald <herald@herald.localhost>'),
  ROLES: csv.pipe(z.array(z.enum(ROLES)).min(1)).default(['web', 'worker', 'scheduler']),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  DNS_SERVERS: csv.default([]),
  ADMIN_EMAILS: csv.pipe(z.array(z.email())).default([]),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SIGNUPS_ENABLED: z.stringbool().default(true),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx): TrustProxy => {
      const value = v.trim()
      if (value === 'true' || value === 'false') return value === 'true'
      if (/^\d+$/.test(value)) return Number(value)
      const proxies = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      const wrong = proxies.filter((p) => !PROXY_NAMES.has(p) && !ipaddr.isValid(p) && !ipaddr.isValidCIDR(p))
      if (proxies.length === 0 || wrong.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be true, false, a hop count or proxy addresses/CIDRs (not ${wrong.join(', ') || 'empty'})`,
        })
      }
      return proxies
    })
    .default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_TENANT_ID: z.string().min(1).default('common'),
  MICROSOFT_DISCOVERY_URL: z.url().optional(),
  BOOKING_URL: z.url().optional(),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RATE_LIMIT_PER_API_KEY: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_PER_SESSION: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
  BI_PRIVATE_HOSTS: csv.default([]),
  TABLEAU_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  POWERBI_CLIENT_ID: z.string().min(1).optional(),
  POWERBI_CLIENT_SECRET: z.string().min(1).optional(),
  POWERBI_TENANT: z.string().min(1).default('organizations'),
  POWERBI_AUTHORITY_URL: z.url().default('https://login.microsoftonline.com'),
  POWERBI_API_URL: z.url().default('https://api.powerbi.com'),
  POWERBI_EXPORTS_PER_CAPACITY: z.coerce.number().int().min(1).max(500).default(8),
  POWERBI_EXPORTS_PER_ACCOUNT: z.coerce.number().int().min(1).max(500).default(4),
  API_DOCS: z.stringbool().default(true),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url().optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'must be s3://BUCKET or s3://BUCKET/PREFIX')
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  // At least the 5 days a run's files can be emailed from history (spec §6).
  FILE_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(5, 'must be at least 5 (files can be emailed from history for 5 days)')
    .max(36_500)
    .default(30),
  CHROMIUM_WS_ENDPOINT: z.url().optional(),
  SFTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SFTP_HOST_KEY: z.string().min(1).optional(),
  SFTP_PUBLIC_HOST: z.string().min(1).optional(),
})

/** Variables whose values are secrets: never shown, never logged (the admin screens show '******'). */
export const SECRET_SETTINGS: ReadonlySet<string> = new Set([
  'SECRET_KEY',
  'TURNSTILE_SECRET_KEY',
  'GOOGLE_CLIENT_SECRET',
  'MICROSOFT_CLIENT_SECRET',
  'METRICS_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'POWERBI_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
])

type Env = z.infer<typeof EnvSchema>

/** Rules between variables, checked on the raw values so they are reported with every other problem. */
function crossFieldProblems(raw: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const pairs = [
    ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ['POWERBI_CLIENT_ID', 'POWERBI_CLIENT_SECRET'],
  ] as const
  for (const [a, b] of pairs) {
    if (Boolean(raw[a]) !== Boolean(raw[b])) {
      problems.push(raw[a] ? `${b}: is required when ${a} is set` : `${a}: is required when ${b} is set`)
    }
  }
  if (raw['DATABASE_URL'] && raw['NODE_ENV'] === 'production' && !raw['SECRET_KEY']) {
    problems.push('SECRET_KEY: is required in production with DATABASE_URL')
  }
  if (!raw['SMTP_URL']) {
    const devMailbox = EnvSchema.shape.DEV_MAILBOX.safeParse(raw['DEV_MAILBOX']).data
    if (raw['NODE_ENV'] === 'production' && devMailbox !== true) {
      problems.push(
        'SMTP_URL: is required in production; set it to your SMTP server (e.g. smtps://user:pass@smtp.example.com:465), or set DEV_MAILBOX=true to keep the built-in dev mailbox, readable by signed-in admins only',
      )
    } else if (devMailbox === false) {
      problems.push('SMTP_URL: is required when DEV_MAILBOX is false')
    }
  }
  if (raw['METRICS_PORT'] && !raw['METRICS_TOKEN']) {
    problems.push(
      'METRICS_TOKEN: is required when METRICS_PORT is set (the scraper sends it as a Bearer token)',
    )
  }
  const roles = new Set((raw['ROLES'] ?? ROLES.join(',')).split(',').map((r) => r.trim()))
  if (!raw['SMTP_URL'] && ROLES.some((r) => !roles.has(r))) {
    problems.push('SMTP_URL: is required when ROLES splits the roles over processes')
  }
  const s3Only = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']
  const strayS3 = s3Only.filter((k) => raw[k])
  if (!raw['STORAGE_URL'] && strayS3.length > 0) {
    problems.push(`STORAGE_URL: is required when ${strayS3.join(', ')} is set (s3://BUCKET/PREFIX)`)
  }
  return problems
}

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
  const known = Object.keys(EnvSchema.shape)
  const relevant = Object.fromEntries(
    Object.entries(source).filter(([k, v]) => known.includes(k) && v !== undefined && v !== ''),
  )
  const parsed = EnvSchema.safeParse(relevant)
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)),
    ...crossFieldProblems(relevant),
  ]
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(
      `Herald cannot start: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
  }
  const env = parsed.data
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
    renderConcurrency: env.RENDER_CONCURRENCY,
    mailRetrySeconds: env.MAIL_RETRY_SECONDS,
    dnsServers: env.DNS_SERVERS,
    adminEmails: env.ADMIN_EMAILS.map((e) => e.toLowerCase()),
    secretKey: env.SECRET_KEY ?? readOrCreateSecret(dataDir),
    signupsEnabled: env.SIGNUPS_ENABLED,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    captcha:
      env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
        ? {
            siteKey: env.TURNSTILE_SITE_KEY,
            secretKey: env.TURNSTILE_SECRET_KEY,
            verifyUrl: env.TURNSTILE_VERIFY_URL,
          }
        : undefined,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    microsoft:
      env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET
        ? {
            clientId: env.MICROSOFT_CLIENT_ID,
            clientSecret: env.MICROSOFT_CLIENT_SECRET,
            discoveryUrl:
              env.MICROSOFT_DISCOVERY_URL ??
              `https://login.microsoftonline.com/${env.MICROSOFT_TENANT_ID}/v2.0/.well-known/openid-configuration`,
          }
        : undefined,
    bookingUrl: env.BOOKING_URL,
    apiRateLimits: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      perApiKey: env.RATE_LIMIT_PER_API_KEY,
      perSession: env.RATE_LIMIT_PER_SESSION,
      perAddress: env.RATE_LIMIT_PER_ADDRESS,
    },
    biPrivateHosts: env.BI_PRIVATE_HOSTS,
    tableauConcurrency: env.TABLEAU_CONCURRENCY,
    powerBi:
      env.POWERBI_CLIENT_ID && env.POWERBI_CLIENT_SECRET
        ? {
            clientId: env.POWERBI_CLIENT_ID,
            clientSecret: env.POWERBI_CLIENT_SECRET,
            authorityUrl: env.POWERBI_AUTHORITY_URL.replace(/\/+$/, ''),
            tenant: env.POWERBI_TENANT,
            apiUrl: env.POWERBI_API_URL.replace(/\/+$/, ''),
            exportsPerCapacity: env.POWERBI_EXPORTS_PER_CAPACITY,
            exportsPerAccount: env.POWERBI_EXPORTS_PER_ACCOUNT,
          }
        : undefined,
    apiDocs: env.API_DOCS,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    metricsToken: env.METRICS_TOKEN,
    metricsPort: env.METRICS_PORT,
    settings: readSettings(relevant),
    storage: storageOf(env, dataDir),
    fileRetentionDays: env.FILE_RETENTION_DAYS,
    chromiumWsEndpoint: env.CHROMIUM_WS_ENDPOINT,
    sftp:
      env.SFTP_PORT === undefined
        ? undefined
        : {
            port: env.SFTP_PORT,
            hostKeyPath: path.resolve(env.SFTP_HOST_KEY ?? path.join(dataDir, 'sftp-host-key')),
            publicHost: env.SFTP_PUBLIC_HOST ?? new URL(publicUrl).hostname,
          },
  }
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

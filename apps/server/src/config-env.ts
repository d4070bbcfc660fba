// Herald's environment variables: each one's schema and default, which are secrets, and the rules between them.
// config.ts reads them (the only reader of process.env) into the Config the process runs on.
import ipaddr from 'ipaddr.js'
import { z } from 'zod'

export const ROLES = ['web', 'worker', 'scheduler'] as const
export type Role = (typeof ROLES)[number]

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)

/**
 * Fastify's `trustProxy`: none (false), how many hops of, or which proxies' X-Forwarded-For is believed.
 * `true` is read as 1 hop: believing every hop would take the leftmost entry, which the client writes (ADR 0041).
 */
export type TrustProxy = false | number | string[]
export const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

export const EnvSchema = z.object({
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
  QPDF_PATH: z.string().min(1).default('qpdf'),
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
      if (value === 'false') return false
      if (value === 'true') return 1
      if (/^\d+$/.test(value)) return Number(value)
      const proxies = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      const wrong = proxies.filter((p) => !PROXY_NAMES.has(p) && !ipaddr.isValid(p) && !ipaddr.isValidCIDR(p))
      if (proxies.length === 0 || wrong.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be false, a hop count (true means 1) or the proxies' addresses/CIDRs (not ${wrong.join(', ') || 'empty'})`,
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
  /** Slack's Web API base (tests point it at a fake); the upload addresses it answers are trusted like it. */
  SLACK_API_URL: z.url().default('https://slack.com/api/'),
  /** Microsoft Graph's base for SharePoint / OneDrive destinations (tests point it at a fake); its upload URLs are trusted like it. */
  GRAPH_API_URL: z.url().default('https://graph.microsoft.com/v1.0'),
  /** First retry delay of a destination delivery after a 5xx or a lost answer (doubles per attempt, at most 1 h). */
  DESTINATION_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
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

export type Env = z.infer<typeof EnvSchema>

/** Rules between variables, checked on the raw values so they are reported with every other problem. */
export function crossFieldProblems(raw: Record<string, string | undefined>): string[] {
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

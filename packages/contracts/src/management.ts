import { z } from 'zod/mini'

/** What the admin screens show in place of a secret: a password, a token, a key, a URL's credentials. */
export const REDACTED = '******'

export const HealthStatus = z.enum(['UP', 'DOWN'])
export type HealthStatus = z.infer<typeof HealthStatus>

/** One part of Herald as the health check found it, with what it measured. */
export const HealthComponent = z.object({
  status: HealthStatus,
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
})
export type HealthComponent = z.infer<typeof HealthComponent>

export const HEALTH_COMPONENTS = ['database', 'queue', 'smtp', 'chromium', 'storage', 'scheduler'] as const
export type HealthComponentName = (typeof HEALTH_COMPONENTS)[number]

/** `management/health`: UP when every part is UP. */
export const HealthReport = z.object({
  status: HealthStatus,
  checkedAt: z.string(),
  components: z.record(z.enum(HEALTH_COMPONENTS), HealthComponent),
})
export type HealthReport = z.infer<typeof HealthReport>

/** Where a setting's value came from. */
export const SettingSource = z.enum(['environment', 'default', 'generated', 'unset'])
export type SettingSource = z.infer<typeof SettingSource>

/** One configuration variable Herald read; `value` is '******' for secrets. */
export const ConfigSetting = z.object({
  name: z.string(),
  value: z.nullable(z.string()),
  source: SettingSource,
  secret: z.boolean(),
})
export type ConfigSetting = z.infer<typeof ConfigSetting>

/** `management/configprops`: every variable Herald read, with its value (redacted) and its source. */
export const ConfigProps = z.object({ settings: z.array(ConfigSetting) })
export type ConfigProps = z.infer<typeof ConfigProps>

/** `management/env`: the runtime, and the settings grouped by where they came from. */
export const EnvironmentInfo = z.object({
  activeProfiles: z.array(z.string()),
  runtime: z.record(z.string(), z.union([z.string(), z.number()])),
  propertySources: z.array(
    z.object({ name: SettingSource, properties: z.record(z.string(), z.nullable(z.string())) }),
  ),
})
export type EnvironmentInfo = z.infer<typeof EnvironmentInfo>

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export const LogLevel = z.enum(LOG_LEVELS)
export type LogLevel = z.infer<typeof LogLevel>

export const LoggerInfo = z.object({ name: z.string(), level: LogLevel })
export type LoggerInfo = z.infer<typeof LoggerInfo>

export const Loggers = z.object({ loggers: z.array(LoggerInfo), levels: z.array(LogLevel) })
export type Loggers = z.infer<typeof Loggers>

export const managementMessages = {
  unknownLogger: 'No logger has this name. GET management/logs lists them.',
  levelChanged: 'Log level changed.',
  levelChangeFailed: 'The log level could not be changed. Please try again.',
} as const

/** `PUT management/logs`: the logger's name (ROOT for all) and its new level. */
export const LogLevelChange = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  level: LogLevel,
})
export type LogLevelChange = z.infer<typeof LogLevelChange>

const Count = z.number()

/** `management/metrics`: this process's main figures, for the admin screen (Prometheus has them all). */
export const MetricsSummary = z.object({
  at: z.string(),
  uptimeSeconds: z.number(),
  http: z.object({ requests: Count, serverErrors: Count, meanLatencyMs: z.number() }),
  runs: z.object({ success: Count, failed: Count }),
  files: z.object({ generated: Count, failed: Count, meanRenderSeconds: z.number() }),
  emails: z.object({ sent: Count, deferred: Count, failed: Count }),
  queues: z.array(
    z.object({
      name: z.string(),
      queued: Count,
      deferred: Count,
      active: Count,
      oldestQueuedSeconds: z.number(),
    }),
  ),
  schedulerLagSeconds: z.number(),
  chromiumProcesses: Count,
  eventLoopLagMs: z.number(),
  memory: z.object({ heapUsedBytes: Count, heapTotalBytes: Count, rssBytes: Count }),
})
export type MetricsSummary = z.infer<typeof MetricsSummary>

/** `management/threaddump`: Node's equivalent — active resources, event-loop delay, the diagnostic report. */
export const ThreadDump = z.object({
  activeResources: z.record(z.string(), z.number()),
  eventLoopDelayMs: z.object({
    min: z.number(),
    mean: z.number(),
    p50: z.number(),
    p99: z.number(),
    max: z.number(),
  }),
  report: z.record(z.string(), z.unknown()),
})
export type ThreadDump = z.infer<typeof ThreadDump>

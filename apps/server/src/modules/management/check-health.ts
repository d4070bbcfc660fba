import { statfs } from 'node:fs/promises'
import path from 'node:path'
import type { HealthComponent, HealthComponentName, HealthReport } from '@herald/contracts'
import { createBrowserPool } from '../../platform/browser/browser-pool.ts'
import { verifySmtp } from '../../platform/mail/verify-smtp.ts'
import { pingDatabase } from '../system/index.ts'
import type { ManagementDeps } from './management-deps.ts'
import { readQueueFigures, readSchedulerState } from './management.queries.ts'
import { redactUrls } from './redact.ts'

/** A check that takes longer than this is DOWN (Chromium may take its launch timeout). */
const CHECK_TIMEOUT_MS = 10_000
const CHROMIUM_TIMEOUT_MS = 35_000
/** A launch is costly: its answer is reused for this long. */
const CHROMIUM_CACHE_MS = 30_000
/** Free space below which storage is DOWN: renders fail with 'Storage is full' soon after. */
const MIN_FREE_BYTES = 64 * 1024 * 1024
/** An active job overdue by more than this means no scheduler is passing. */
const MAX_SCHEDULER_LAG_SECONDS = 60

type Details = HealthComponent['details']
const up = (details: Details = {}): HealthComponent => ({ status: 'UP', details })
const down = (error: unknown, details: Details = {}): HealthComponent => ({
  status: 'DOWN',
  details: { ...details, error: redactUrls(error instanceof Error ? error.message : String(error)) },
})

/**
 * management/health: every part checked at once, each UP or DOWN with what it measured; UP overall when
 * all are. A check that throws or hangs is DOWN with its reason, never an error of the endpoint.
 */
export async function checkHealth(deps: ManagementDeps): Promise<HealthReport> {
  const checks: Record<HealthComponentName, () => Promise<HealthComponent>> = {
    database: () => checkDatabase(deps),
    queue: () => checkQueue(deps),
    smtp: () => checkSmtp(deps),
    chromium: () => checkChromium(deps),
    storage: () => checkStorage(deps),
    scheduler: () => checkScheduler(deps),
  }
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const timeout = name === 'chromium' ? CHROMIUM_TIMEOUT_MS : CHECK_TIMEOUT_MS
      return [name, await withTimeout(check, timeout)] as const
    }),
  )
  const components = Object.fromEntries(entries) as HealthReport['components']
  const allUp = Object.values(components).every((c) => c.status === 'UP')
  return { status: allUp ? 'UP' : 'DOWN', checkedAt: deps.clock().toISOString(), components }
}

async function withTimeout(check: () => Promise<HealthComponent>, ms: number): Promise<HealthComponent> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<HealthComponent>((resolve) => {
    timer = setTimeout(() => resolve(down(`No answer within ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([check().catch((error: unknown) => down(error)), late])
  } finally {
    clearTimeout(timer)
  }
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const result = await work()
  return [result, Math.round(performance.now() - started)]
}

async function checkDatabase(deps: ManagementDeps): Promise<HealthComponent> {
  const [answered, ms] = await timed(() => pingDatabase(deps.db))
  const kind = deps.config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'
  return answered ? up({ kind, responseMs: ms }) : down('The database does not answer', { kind })
}

async function checkQueue(deps: ManagementDeps): Promise<HealthComponent> {
  const queues = await readQueueFigures(deps.db)
  const sum = (key: 'queued' | 'deferred' | 'active') => queues.reduce((n, q) => n + q[key], 0)
  return up({
    queues: queues.length,
    queued: sum('queued'),
    deferred: sum('deferred'),
    active: sum('active'),
    oldestQueuedSeconds: Math.round(Math.max(0, ...queues.map((q) => q.oldestQueuedSeconds))),
  })
}

async function checkSmtp(deps: ManagementDeps): Promise<HealthComponent> {
  const server = redactUrls(deps.smtpUrl)
  const details = { server, devMailbox: !deps.config.smtpUrl }
  try {
    const [, ms] = await timed(() => verifySmtp(deps.smtpUrl))
    return up({ ...details, responseMs: ms })
  } catch (error) {
    return down(error, details)
  }
}

/** The last browser check of each Herald in this process (tests start several), reused for CHROMIUM_CACHE_MS. */
const chromiumChecks = new WeakMap<ManagementDeps, { at: number; result: Promise<HealthComponent> }>()

/** The worker's browser when this process has one (launching it if it is down), else a short-lived one. */
async function checkChromium(deps: ManagementDeps): Promise<HealthComponent> {
  const cached = chromiumChecks.get(deps)
  if (cached && performance.now() - cached.at < CHROMIUM_CACHE_MS) return cached.result
  const executablePath = deps.config.chromiumPath
  const result = (async () => {
    const pool = deps.browser ?? createBrowserPool({ executablePath, concurrency: 1, log: deps.log })
    try {
      const [version, ms] = await timed(() => pool.version())
      return up({ version, executablePath, launchMs: ms, workerBrowser: Boolean(deps.browser) })
    } catch (error) {
      return down(error, { executablePath })
    } finally {
      if (!deps.browser) await pool.close()
    }
  })()
  chromiumChecks.set(deps, { at: performance.now(), result })
  return result
}

async function checkStorage(deps: ManagementDeps): Promise<HealthComponent> {
  const dir = path.join(deps.config.dataDir, 'files')
  const stats = await statfs(deps.config.dataDir)
  const details = {
    dir,
    freeBytes: stats.bavail * stats.bsize,
    totalBytes: stats.blocks * stats.bsize,
  }
  try {
    const probe = await deps.files.put(Buffer.from('health'))
    await deps.files.delete(probe.id)
  } catch (error) {
    return down(error, details)
  }
  if (details.freeBytes < MIN_FREE_BYTES) return down('Less than 64 MiB free', details)
  return up(details)
}

async function checkScheduler(deps: ManagementDeps): Promise<HealthComponent> {
  const state = await readSchedulerState(deps.db)
  const details = {
    lagSeconds: Math.round(state.lagSeconds),
    overdueJobs: state.overdueJobs,
    lastScheduledRunAt: state.lastScheduledRunAt?.toISOString() ?? null,
    runsHere: deps.config.roles.includes('scheduler'),
  }
  if (state.lagSeconds > MAX_SCHEDULER_LAG_SECONDS) {
    return down(`An active job is ${details.lagSeconds} s overdue: no scheduler is passing`, details)
  }
  return up(details)
}

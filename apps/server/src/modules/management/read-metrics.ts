import type { MetricsSummary } from '@herald/contracts'
import type { Executor } from '../../db/client.ts'
import {
  counters,
  httpDuration,
  httpRequests,
  registry,
  setQueueFigures,
  setSchedulerLag,
  total,
  type QueueFigures,
} from '../../platform/metrics/metrics.ts'
import { countChromiumProcesses } from '../../platform/metrics/chromium-processes.ts'
import { readQueueFigures, readSchedulerState } from './management.queries.ts'

/** The figures only the shared database knows, set on their gauges before they are read. */
export async function refreshDatabaseFigures(db: Executor): Promise<{ queues: QueueFigures[]; lag: number }> {
  const [queues, scheduler] = await Promise.all([readQueueFigures(db), readSchedulerState(db)])
  setQueueFigures(queues)
  setSchedulerLag(scheduler.lagSeconds)
  return { queues, lag: scheduler.lagSeconds }
}

/** management/prometheus: the registry in the text exposition format. */
export async function readPrometheus(db: Executor): Promise<{ contentType: string; body: string }> {
  await refreshDatabaseFigures(db)
  return { contentType: registry.contentType, body: await registry.metrics() }
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits
const mean = (sum: number, count: number) => (count === 0 ? 0 : sum / count)

/** management/metrics: the main figures of this process for the Metrics screen. */
export async function readMetricsSummary(db: Executor, now: Date): Promise<MetricsSummary> {
  const { queues, lag } = await refreshDatabaseFigures(db)
  const { runs, files, renderDuration, emails } = counters
  const lagMetric = await registry.getSingleMetric('nodejs_eventloop_lag_seconds')?.get()
  const memory = process.memoryUsage()
  return {
    at: now.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    http: {
      requests: await total(httpRequests),
      serverErrors: await total(httpRequests, { status: (s) => s.startsWith('5') }),
      meanLatencyMs: round(
        1000 * mean(await total(httpDuration, {}, '_sum'), await total(httpDuration, {}, '_count')),
      ),
    },
    runs: {
      success: await total(runs, { outcome: 'SUCCESS' }),
      failed: await total(runs, { outcome: 'FAILED' }),
    },
    files: {
      generated: await total(files, { outcome: 'GENERATED' }),
      failed: await total(files, { outcome: 'FAILED' }),
      meanRenderSeconds: round(
        mean(await total(renderDuration, {}, '_sum'), await total(renderDuration, {}, '_count')),
      ),
    },
    emails: {
      sent: await total(emails, { outcome: 'sent' }),
      deferred: await total(emails, { outcome: 'deferred' }),
      failed: await total(emails, { outcome: 'failed' }),
    },
    queues,
    schedulerLagSeconds: round(lag, 1),
    chromiumProcesses: countChromiumProcesses(),
    eventLoopLagMs: round(1000 * (lagMetric?.values[0]?.value ?? 0)),
    memory: { heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal, rssBytes: memory.rss },
  }
}

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { countChromiumProcesses } from './chromium-processes.ts'

/**
 * This process's metrics (DESIGN.md §2: prom-client). Counters live in the process that counts them, so a
 * Prometheus scraper scrapes every web and worker process; queue depth and age and the scheduler lag are
 * read from the shared database at each scrape (`setQueueFigures`, `setSchedulerLag`).
 */
export const registry = new Registry()
collectDefaultMetrics({ register: registry })

const registers = [registry]

export const httpRequests = new Counter({
  name: 'herald_http_requests_total',
  help: 'HTTP requests answered, by method, declared route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
})

export const httpDuration = new Histogram({
  name: 'herald_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, declared route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
})

/** A counter of things settled, labelled by their outcome. */
const outcomeCounter = (name: string, help: string) =>
  new Counter({ name, help, labelNames: ['outcome'] as const, registers })

export type RunOutcome = 'SUCCESS' | 'FAILED'
const runs = outcomeCounter('herald_runs_total', 'Runs finished, by outcome (SUCCESS or FAILED)')

export type FileOutcome = 'GENERATED' | 'FAILED'
const files = outcomeCounter('herald_files_total', 'Files settled, by outcome (GENERATED or FAILED)')

const renderDuration = new Histogram({
  name: 'herald_render_duration_seconds',
  help: 'Time to render and store one file’s documents',
  buckets: [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 180],
  registers,
})

export type EmailOutcome = 'sent' | 'deferred' | 'failed'
const emails = outcomeCounter(
  'herald_emails_total',
  'Email attempts settled, by outcome: sent, deferred (retried later) or failed',
)

const queueJobs = new Gauge({
  name: 'herald_queue_jobs',
  help: 'Jobs in each queue by state: queued (ready to run), deferred (waiting for a retry), active',
  labelNames: ['queue', 'state'] as const,
  registers,
})

const queueAge = new Gauge({
  name: 'herald_queue_oldest_seconds',
  help: 'How long the oldest ready job of each queue has waited',
  labelNames: ['queue'] as const,
  registers,
})

const schedulerLag = new Gauge({
  name: 'herald_scheduler_lag_seconds',
  help: 'How late the most overdue active job is (0 when none is overdue)',
  registers,
})

new Gauge({
  name: 'herald_chromium_processes',
  help: 'Chromium processes started by this process',
  registers,
  collect() {
    this.set(countChromiumProcesses())
  },
})

/** The one-line calls at the points where runs, files and emails settle. */
export const recordRun = (outcome: RunOutcome): void => runs.inc({ outcome })
export function recordFile(outcome: FileOutcome, renderSeconds?: number): void {
  files.inc({ outcome })
  if (renderSeconds !== undefined) renderDuration.observe(renderSeconds)
}
export const recordEmail = (outcome: EmailOutcome): void => emails.inc({ outcome })

const destinationDeliveries = new Counter({
  name: 'herald_destination_deliveries_total',
  help: 'Deliveries to destinations beside email settled, by destination type (SLACK, TEAMS, WEBHOOK, …) and outcome: sent, retry, failed or uncertain',
  labelNames: ['type', 'outcome'] as const,
  registers,
})
export type DestinationOutcome = 'sent' | 'retry' | 'failed' | 'uncertain'
export const recordDestinationDelivery = (type: string, outcome: DestinationOutcome): void =>
  destinationDeliveries.inc({ type, outcome })

export interface QueueFigures {
  name: string
  queued: number
  deferred: number
  active: number
  oldestQueuedSeconds: number
}

export function setQueueFigures(queues: QueueFigures[]): void {
  queueJobs.reset()
  queueAge.reset()
  for (const q of queues) {
    queueJobs.set({ queue: q.name, state: 'queued' }, q.queued)
    queueJobs.set({ queue: q.name, state: 'deferred' }, q.deferred)
    queueJobs.set({ queue: q.name, state: 'active' }, q.active)
    queueAge.set({ queue: q.name }, q.oldestQueuedSeconds)
  }
}

export const setSchedulerLag = (seconds: number): void => schedulerLag.set(seconds)

/** Sum of a counter's or histogram's values, optionally only those whose labels match. */
export async function total(
  metric: Counter | Histogram,
  match: Record<string, string | ((value: string) => boolean)> = {},
  suffix: '' | '_sum' | '_count' = '',
): Promise<number> {
  const { values } = await metric.get()
  return values
    .filter((v) => suffix === '' || (v as { metricName?: string }).metricName?.endsWith(suffix))
    .filter((v) =>
      Object.entries(match).every(([label, want]) => {
        const have = String(v.labels[label] ?? '')
        return typeof want === 'string' ? have === want : want(have)
      }),
    )
    .reduce((sum, v) => sum + v.value, 0)
}

export const counters = { runs, files, renderDuration, emails }

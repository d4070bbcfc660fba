import type { MetricsSummary } from '@herald/contracts'
import { useEffect, useState } from 'react'
import { formatSecondOf } from '../../../lib/format-date.ts'

/** Samples kept for the charts: two minutes at one every three seconds. */
const KEPT = 40

export interface MetricsSample {
  time: string
  requestsPerSecond: number
  files: number
  emails: number
  runs: number
  queued: number
  deferred: number
  active: number
  heapMb: number
  rssMb: number
  eventLoopLagMs: number
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

function sampleOf(summary: MetricsSummary, previous: MetricsSummary | undefined): MetricsSample {
  const sum = (key: 'queued' | 'deferred' | 'active') => summary.queues.reduce((n, q) => n + q[key], 0)
  const seconds = previous ? (Date.parse(summary.at) - Date.parse(previous.at)) / 1000 : 0
  const requests = previous ? summary.http.requests - previous.http.requests : 0
  return {
    time: formatSecondOf(summary.at),
    requestsPerSecond: seconds > 0 ? Math.round((requests / seconds) * 10) / 10 : 0,
    files: summary.files.generated + summary.files.failed,
    emails: summary.emails.sent + summary.emails.deferred + summary.emails.failed,
    runs: summary.runs.success + summary.runs.failed,
    queued: sum('queued'),
    deferred: sum('deferred'),
    active: sum('active'),
    heapMb: mb(summary.memory.heapUsedBytes),
    rssMb: mb(summary.memory.rssBytes),
    eventLoopLagMs: summary.eventLoopLagMs,
  }
}

/** The figures as they came in while the screen was open, oldest first, for the charts. */
export function useMetricsHistory(summary: MetricsSummary | undefined): MetricsSample[] {
  const [state, setState] = useState<{ last?: MetricsSummary; samples: MetricsSample[] }>({ samples: [] })
  useEffect(() => {
    if (!summary) return
    setState((current) =>
      current.last?.at === summary.at
        ? current
        : { last: summary, samples: [...current.samples, sampleOf(summary, current.last)].slice(-KEPT) },
    )
  }, [summary])
  return state.samples
}

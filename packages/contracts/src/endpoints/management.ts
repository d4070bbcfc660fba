import { defineEndpoint, errors, noContent, rawResponse } from '../endpoint.ts'
import {
  ConfigProps,
  EnvironmentInfo,
  HealthReport,
  LogLevelChange,
  Loggers,
  MetricsSummary,
  ThreadDump,
} from '../management.ts'

const common = { tag: 'Management', access: 'admin' } as const

/** The admin area's operations endpoints (spec §7 `management/*`), outside /api like the spec's table. */
export const managementApi = {
  prometheus: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/management/prometheus',
    summary: 'This process’s metrics in the Prometheus text format (admins, or Bearer METRICS_TOKEN)',
    description:
      'Counters live in each process: scrape every web and worker process. Queue depth and age and the ' +
      'scheduler lag are read from the database at each scrape.',
    responses: { 200: rawResponse(['text/plain'], 'Prometheus text exposition format 0.0.4.') },
  }),
  metrics: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/management/metrics',
    summary: 'The main figures of this process for the Metrics screen',
    responses: { 200: MetricsSummary },
  }),
  health: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/management/health',
    summary: 'Database, queue, SMTP, Chromium, storage and scheduler, each UP or DOWN with details',
    responses: { 200: HealthReport },
  }),
  configprops: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/management/configprops',
    summary: 'Every setting Herald read, with its source; secrets shown as ******',
    responses: { 200: ConfigProps },
  }),
  env: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/management/env',
    summary: 'Active profiles, the runtime and the settings by source; secrets shown as ******',
    responses: { 200: EnvironmentInfo },
  }),
  logs: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/management/logs',
    summary: 'The loggers of this process and their levels',
    responses: { 200: Loggers },
  }),
  setLogLevel: defineEndpoint({
    ...common,
    method: 'PUT',
    path: '/management/logs',
    summary: 'Change a logger’s level now, without a restart (ROOT changes every logger that follows it)',
    body: LogLevelChange,
    responses: { 204: noContent, ...errors(404) },
  }),
  threadDump: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/management/threaddump',
    summary: 'Active handles and requests by type, event-loop delay and the diagnostic report (redacted)',
    responses: { 200: ThreadDump },
  }),
}

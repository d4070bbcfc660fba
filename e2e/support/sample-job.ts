import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { sampleReport, type regionRow } from '../../apps/server/test/report-jobs.ts'

const nextYear = new Date().getUTCFullYear() + 1

export interface SampleJobOptions {
  name: string
  rows: ReturnType<typeof regionRow>[]
  timeZone?: string
  skipEmptyRows?: boolean
  /** The email task to save too (From, subject, body, on unless `isActive` is false); none: only the report task. */
  email?: { emailTitle: string; emailBody: string; isActive?: boolean }
}

/**
 * A SAMPLE job with its report task (and, when given, its email task) saved through the API the wizard uses, as
 * the signed-in page; its first run is next New Year's Day at 10:00. Answers the job's id.
 */
export async function createSampleJob(
  page: Page,
  heraldUrl: string,
  options: SampleJobOptions,
): Promise<number> {
  const api = (path: string, data: unknown) =>
    page.request.post(`${heraldUrl}${path}`, { data, headers: { origin: heraldUrl } })
  const created = await api('/api/user-jobs', {
    name: options.name,
    timeZone: options.timeZone ?? 'Europe/London',
    userJobStartTime: `${nextYear}-01-01T10:00:00`,
  })
  const jobId = ((await created.json()) as { id: number }).id
  const report = await api(
    `/api/report-job-conf?userJobId=${jobId}`,
    sampleReport({
      filePrefix: 'Sales',
      reportRunPeriod: 'NONE',
      userReportGenerationFilterData: options.rows,
      ...(options.skipEmptyRows ? { skipEmptyRows: true } : {}),
    }),
  )
  expect(report.status()).toBe(200)
  if (options.email) {
    const email = await api(`/api/job-email-config?userJobId=${jobId}`, {
      fromEmail: 'reports@example.com',
      isActive: true,
      ...options.email,
    })
    expect(email.status()).toBe(200)
  }
  return jobId
}

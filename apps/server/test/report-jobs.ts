import { execFileSync } from 'node:child_process'
import type { ExecutionFile, FilterRowInput, JobExecutionPage, ReportJobConfInput } from '@herald/contracts'
import { expect } from 'vitest'
import type { ParsedMail } from 'mailparser'
import type { HttpClient } from './http-client.ts'
import type { SmtpSink } from './smtp-sink.ts'

const nextYear = new Date().getUTCFullYear() + 1

export const REGIONS = ['East', 'West', 'North', 'South', 'Central'] as const

/** A filter row for `Sales/Region` = region, with distinct To / CC / BCC addresses per region. */
export function regionRow(region: string, tag: string): FilterRowInput {
  const r = region.toLowerCase()
  return {
    filterName: 'Sales/Region',
    filterValue: region,
    toEmail: `to-${r}-${tag}@example.com`,
    ccEmail: `cc-${r}-${tag}@example.com`,
    bccEmail: `bcc-${r}-${tag}@example.com`,
  }
}

/** The report task of a SAMPLE job on the Sales Overview report, with changes (spec §7 body). */
export function sampleReport(change: Partial<ReportJobConfInput> = {}): ReportJobConfInput {
  return {
    biTool: 'SAMPLE',
    userWorkspaceId: 'sample',
    userWorkspace: 'Sample workspace',
    userReportId: 'sales-overview',
    userReportName: 'Sales Overview',
    ...change,
  }
}

/** A new job (step 1 only), monthly from next year. */
export async function createJob(client: HttpClient): Promise<number> {
  const created = await client.post('/api/user-jobs', {
    name: `Report ${Date.now()}`,
    timeZone: 'Europe/London',
    jobRunFrequency: 'MONTHLY',
    userJobStartTime: `${nextYear}-01-01T10:00:00`,
  })
  expect(created.status).toBe(201)
  return (await created.json())['id'] as number
}

/** A job on the SAMPLE source with its report task and email task saved through the API (spec §7 bodies). */
export async function createReportJob(
  client: HttpClient,
  opts: { rows: FilterRowInput[]; report?: Partial<ReportJobConfInput>; email?: Record<string, unknown> },
): Promise<number> {
  const jobId = await createJob(client)
  const report = await client.post(
    `/api/report-job-conf?userJobId=${jobId}`,
    sampleReport({
      filePrefix: 'Sales',
      reportRunPeriod: 'NONE',
      userReportGenerationFilterData: opts.rows,
      ...opts.report,
    }),
  )
  expect(report.status, await report.clone().text()).toBe(200)
  const email = await client.post(`/api/job-email-config?userJobId=${jobId}`, {
    fromEmail: 'reports@example.com',
    emailTitle: 'Your report {fileName}',
    emailBody: '<p>Hello <strong>team</strong></p><script>alert(1)</script>',
    isActive: true,
    ...opts.email,
  })
  expect(email.status, await email.clone().text()).toBe(200)
  return jobId
}

export async function runNow(client: HttpClient, jobId: number): Promise<number> {
  const response = await client.post(
    `/api/user-jobs/run/${jobId}`,
    {},
    { 'idempotency-key': `run-${jobId}-${Date.now()}` },
  )
  expect(response.status, await response.clone().text()).toBe(202)
  return (await response.json())['id'] as number
}

/**
 * Run now, then pause the job: a new job also runs on its schedule 15 minutes after it was created, which would
 * start a second run in the middle of a benchmark that lasts longer.
 */
export async function runNowThenPause(client: HttpClient, jobId: number): Promise<number> {
  const runId = await runNow(client, jobId)
  const paused = await client.request('POST', `/api/user-jobs/pause/${jobId}`)
  expect(paused.status, await paused.clone().text()).toBe(200)
  return runId
}

export async function history(client: HttpClient, jobId: number): Promise<JobExecutionPage> {
  const response = await client.get(`/api/user-jobs/user-job-executions/${jobId}?page=0&size=10`)
  expect(response.status).toBe(200)
  return (await response.json()) as unknown as JobExecutionPage
}

export async function runFiles(client: HttpClient, jobId: number, runId: number): Promise<ExecutionFile[]> {
  const response = await client.get(`/api/user-jobs/user-job-executions/${jobId}/runs/${runId}/files`)
  expect(response.status).toBe(200)
  return (await response.json()) as unknown as ExecutionFile[]
}

/** Polls Job History until `done` holds for the run (default: finished, with no email still queued). */
export async function waitForRun(
  client: HttpClient,
  jobId: number,
  runId: number,
  done = (e: JobExecutionPage['jobExecutions'][number]) =>
    !['QUEUED', 'RUNNING'].includes(e.runStatus) && e.emailStatus !== 'In Queue',
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const execution = (await history(client, jobId)).jobExecutions.find((e) => e.jobExecutionId === runId)
    if (execution && done(execution)) return execution
    if (Date.now() > deadline) throw new Error(`run ${runId} not done: ${JSON.stringify(execution)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The text of a PDF, as pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8')
}

/** Waits until `check` holds, polling every 100 ms; fails after `timeoutMs` (a liveness bound, not a timing assertion). */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** `n` filter rows over the regions, each with its own To and CC (tagged, so a test finds its own emails). */
export const burstRows = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    filterName: 'Sales/Region',
    filterValue: REGIONS[i % REGIONS.length]!,
    toEmail: `r${i}-${tag}@example.com`,
    ccEmail: `c${i}-${tag}@example.com`,
  }))

const envelopeTo = (mail: ParsedMail) => (mail as unknown as { envelopeTo: string[] }).envelopeTo

/**
 * Whether every email of `rows` the sink has accepted is already recorded as sent in `files` (fetched before
 * this call): no sender is in the moment between a 250 and its record, where a crash resends that email once,
 * flagged as a possible duplicate (DESIGN.md §6). A test that means to crash a sender outside that moment checks
 * this and kills in the same tick: the sink answers on this process's event loop, so no 250 goes out between the
 * check and the kill. Its sink must hold each 250 a moment (`holdBeforeReplyMs`), so that an email whose final
 * '.' was already on its way when the sender died is dropped, as by a server that had not committed it, instead
 * of accepted unheard.
 */
export function everyAcceptedEmailRecorded(
  smtp: SmtpSink,
  rows: readonly { toEmail: string }[],
  files: ExecutionFile[],
): boolean {
  const recorded = new Set(files.filter((f) => f.emailStatus === 'Email Success').map((f) => f.toEmail))
  const accepted = new Set(smtp.messages.flatMap(envelopeTo))
  return rows.every((r) => !accepted.has(r.toEmail) || recorded.has(r.toEmail))
}

/**
 * Waits until `ready` holds for the run and every email of `rows` the sink accepted is recorded, then kills
 * `worker` in that same tick (see everyAcceptedEmailRecorded): a crash mid-burst that is never inside a post-250
 * window.
 */
export async function crashWorkerWhen(
  t: { client: HttpClient; smtp: SmtpSink; jobId: number; runId: number },
  rows: readonly { toEmail: string }[],
  worker: { crash(): void },
  ready: (run: JobExecutionPage['jobExecutions'][number]) => boolean,
  timeoutMs?: number,
): Promise<void> {
  let crashed = false
  const check = async () => {
    const [run] = (await history(t.client, t.jobId)).jobExecutions
    const files = await runFiles(t.client, t.jobId, t.runId)
    if (run && ready(run) && everyAcceptedEmailRecorded(t.smtp, rows, files)) {
      worker.crash()
      crashed = true
    }
    return crashed
  }
  await until('the run to be far enough, with no email between its 250 and its record', check, timeoutMs)
}

/** Each row's email arrived once, to exactly its To and CC, with its own region's PDF; nothing else for this tag. */
export function expectDeliveredOnce(smtp: SmtpSink, tag: string, expected: ReturnType<typeof burstRows>) {
  const mine = smtp.messages.filter((m) => envelopeTo(m).some((a) => a.endsWith(`-${tag}@example.com`)))
  expect(mine).toHaveLength(expected.length)
  for (const row of expected) {
    const copies = mine.filter((m) => envelopeTo(m).includes(row.toEmail))
    expect(copies, row.toEmail).toHaveLength(1)
    expect([...envelopeTo(copies[0]!)].sort()).toEqual([row.ccEmail, row.toEmail].sort())
    const text = pdfText(copies[0]!.attachments[0]!.content)
    expect(text).toContain(row.filterValue)
    for (const other of REGIONS.filter((r) => r !== row.filterValue)) expect(text).not.toContain(other)
  }
}

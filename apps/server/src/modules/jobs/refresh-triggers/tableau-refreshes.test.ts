import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeTableau, type FakeTableau } from '../../../../test/fakes/fake-tableau.ts'
import { refreshHerald } from '../../../../test/refresh-herald.ts'
import { regionRow, until, waitForRun } from '../../../../test/report-jobs.ts'
import { linkTableau, tableauReport } from '../../../../test/tableau-jobs.ts'

/** Runs after Tableau extract refreshes (ADR 0044): the Tableau fake's Query Jobs and Query Job, through HTTP. */
let tableau: FakeTableau
beforeAll(async () => {
  tableau = await startFakeTableau({ latencyMs: 2 })
})
afterAll(async () => {
  await tableau?.close()
})
const { h, makeJob, getJob, refreshRuns, pollHappened, refreshRows } = refreshHerald(() => ({
  BI_PRIVATE_HOSTS: '127.0.0.1',
}))

/** A job run after each refresh of the view's data, polled hourly, its report one row of East. */
const tableauJob = (tag: string) =>
  makeJob(
    tableauReport(tableau, 'Regional Sales', { userReportGenerationFilterData: [regionRow('East', tag)] }),
    { runAfterRefresh: true, refreshPollMinutes: 60 },
    (jobId) => linkTableau(h.client, jobId, tableau),
  )

describe('after each extract refresh on Tableau', () => {
  it('runs once after its data source’s extract refresh succeeds, and not for a running one or another workbook', async () => {
    const jobId = await tableauJob('tab-ok')
    await pollHappened(jobId)
    tableau.addExtractJob('Orders (extract)', { status: 'InProgress', endedAt: new Date() })
    tableau.addExtractJob('Many Views', { status: 'Success', endedAt: new Date() })
    await pollHappened(jobId)
    expect(await refreshRuns(jobId)).toHaveLength(0)

    tableau.addExtractJob('Orders (extract)', { status: 'Success', endedAt: new Date() })
    await pollHappened(jobId)
    await until('a run after the refresh', async () => (await refreshRuns(jobId)).length === 1)
    const [run] = await refreshRuns(jobId)
    expect(run!.triggerDetail).toMatch(/^Refresh of data source Orders \(extract\) completed at /)
    expect(await waitForRun(h.client, jobId, run!.jobExecutionId)).toMatchObject({ runStatus: 'SUCCESS' })
    await pollHappened(jobId)
    expect(await refreshRuns(jobId)).toHaveLength(1)
  })

  it('runs nothing after a failed workbook refresh and shows Tableau’s reason on the job', async () => {
    const jobId = await tableauJob('tab-failed')
    await pollHappened(jobId)
    const endedAt = new Date()
    tableau.addExtractJob('Sales Pack', {
      status: 'Failed',
      endedAt,
      notes: 'The extract refresh failed: the database server could not be reached.',
    })
    // The poll claims the job (moving its next poll) before it reads Tableau: wait for what it records.
    await pollHappened(jobId)
    await until(
      'the failed refresh recorded',
      async () => (await refreshRows(jobId)).filter((r) => r.state === 'FAILED').length === 1,
    )
    const job = await getJob(jobId)
    expect(job.refreshNote).toBe(
      `The dataset refresh failed at ${endedAt.toISOString().slice(11, 16)} UTC: The extract refresh failed: the database server could not be reached.`,
    )
    expect(await refreshRuns(jobId)).toHaveLength(0)
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import {
  burstRows,
  createReportJob,
  expectDeliveredOnce,
  runFiles,
  runNow,
  until,
  waitForRun,
} from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'
import {
  mountTinyFilesystem,
  tinyFilesystemUnavailable,
  type TinyFilesystem,
} from '../../../test/tiny-filesystem.ts'

/**
 * The file store's disk full (reliability R5 / F6): the generated files live on a tiny filesystem of
 * their own (the database is elsewhere). While it is full, each file shows 'Storage is full', nothing
 * is emailed and nothing half-written is left; once space is back the run completes on its own and
 * every email carries its whole PDF.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-disk-full-'))
let disk: TinyFilesystem | undefined
let t: TestHerald | undefined
let client: HttpClient

describe.skipIf(tinyFilesystemUnavailable)(
  tinyFilesystemUnavailable ? `storage full (skipped: ${tinyFilesystemUnavailable})` : 'storage full',
  () => {
    beforeAll(async () => {
      disk = await mountTinyFilesystem(path.join(dataDir, 'files'), '2m')
      t = await startTestHerald({ DATA_DIR: dataDir })
      client = (await signedInClient(t.client(), t.smtp)).client
    }, 60_000)
    afterAll(async () => {
      await t?.stop()
      await disk?.unmount()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('holds the files while storage is full and sends each whole file once space is back', async () => {
      const expected = burstRows('diskfull', 3)
      const jobId = await createReportJob(client, { rows: expected })
      await disk!.fill()
      const runId = await runNow(client, jobId)

      await until('every file to show that storage is full', async () => {
        const files = await runFiles(client, jobId, runId)
        return files.length === 3 && files.every((f) => f.error?.startsWith('Storage is full'))
      })
      const held = await runFiles(client, jobId, runId)
      expect(held.map((f) => f.status)).not.toContain('FAILED')
      expect(t!.smtp.messages.filter((m) => m.subject?.startsWith('Your report'))).toEqual([])
      expect(await disk!.files()).toEqual([])

      await disk!.free()
      const done = await waitForRun(client, jobId, runId)
      expect(done).toMatchObject({
        runStatus: 'SUCCESS',
        generated: 3,
        failed: 0,
        emailStatus: 'Email Success',
      })
      expectDeliveredOnce(t!.smtp, 'diskfull', expected)
      for (const mail of t!.smtp.messages.filter((m) => m.subject?.startsWith('Your report'))) {
        const pdf = mail.attachments[0]!.content
        expect(pdf.subarray(-16).toString('latin1')).toContain('%%EOF')
      }
      const stored = await disk!.files()
      expect(stored).toHaveLength(3)
      expect(stored.every((f) => f.size > 1000 && !f.name.endsWith('.tmp'))).toBe(true)
    }, 120_000)
  },
)

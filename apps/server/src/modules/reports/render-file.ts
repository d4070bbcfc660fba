import { historyMessages } from '@herald/contracts'
import { z } from 'zod'
import { ConnectorError } from '../../connectors/connector.ts'
import type { Executor } from '../../db/client.ts'
import { whileDatabaseUnavailable } from '../../db/database-unavailable.ts'
import { BrowserLaunchError } from '../../platform/browser/browser-launch-error.ts'
import { RenderTimeoutError } from '../../platform/browser/deadline.ts'
import { recordFile } from '../../platform/metrics/metrics.ts'
import { defineJob } from '../../platform/queue/define-job.ts'
import { StorageFullError, type FileStore, type StoredFile } from '../../platform/storage/file-store.ts'
import { createDelivery, createDestinationDeliveries } from '../delivery/index.ts'
import { buildDocuments, type BuiltDocuments } from './build-documents.ts'
import {
  claimFile,
  markFileFailed,
  markFileGenerated,
  releaseFile,
  type ClaimedFile,
  type StoredDocuments,
} from './files.queries.ts'
import { closeRunIfSettled } from './close-run.ts'
import { deleteStoredFiles } from './delete-stored-files.ts'
import type { ReportsDeps } from './reports-deps.ts'
import { emptyRowReason, skipFile } from './skip-empty-row.ts'
import { protectDocuments } from './protect-files.ts'

/**
 * Renders one file of a run (one filter row). Idempotent: a file already finished is left alone. A file whose
 * worker died is rendered again 2–4 s after its death is noticed, then with backoff. A process holds as many
 * as its browser renders at once (RENDER_CONCURRENCY), so other workers can take the rest.
 */
export const renderFileJob = defineJob({
  name: 'reports.render-file',
  payload: z.object({ fileId: z.number().int().positive() }),
  options: { retryLimit: 4, retryDelay: 2 },
  worker: (deps: { reports: ReportsDeps; renderConcurrency: number }) => ({
    handle: ({ fileId }) => renderFile(deps.reports, fileId),
    inFlight: deps.renderConcurrency,
  }),
})

/** Render attempts of one file before it fails for good (a crashed worker or browser counts as one). */
const MAX_RENDER_ATTEMPTS = 3
/**
 * A file the full file store cannot take waits for space, tried again after half the time its run has
 * been going (5 s at first, at most 15 min), and fails after this many hours.
 */
const STORAGE_WAIT_HOURS = 6
const STORAGE_RETRY_SECONDS = { min: 5, max: 15 * 60 }

/**
 * Renders one file and stores its documents, then — in one transaction — marks it GENERATED, records
 * its email in the delivery ledger (unless the run's emails are off) and its deliveries to the job's
 * destinations (ADR 0048), and closes the run if nothing else
 * of it is open (with an email just recorded, the run closes when the last email settles). A failure
 * of one file never stops the others; what the user must fix fails at once, a full file store makes
 * the file wait for space, anything else is retried by the queue up to MAX_RENDER_ATTEMPTS.
 */
export async function renderFile(deps: ReportsDeps, fileId: number): Promise<void> {
  const claimed = await claimFile(deps.db, fileId, deps.clock())
  if (!claimed) return
  if (claimed.file.attempts > MAX_RENDER_ATTEMPTS) {
    // Earlier attempts never came back (the worker died each time): stop, so the run can end.
    const error = `Rendering failed: the worker stopped during ${MAX_RENDER_ATTEMPTS} attempts.`
    return closeFile(deps, claimed, { error })
  }
  let docs: StoredDocuments
  const started = performance.now()
  try {
    const noData = await emptyRowReason(deps, claimed)
    if (noData !== undefined) return await skipFile(deps, claimed, noData)
    // Protected before stored (ADR 0049): what is sent, linked and downloaded is the protected file.
    docs = await storeDocuments(
      deps.files,
      await protectDocuments(deps, claimed, await buildDocuments(deps, claimed)),
    )
  } catch (err) {
    if (err instanceof StorageFullError) return waitForStorage(deps, claimed)
    // A missing browser is said as it is (what to install or set), at once: a retry cannot find it.
    const noBrowser = err instanceof BrowserLaunchError
    const userFacing =
      err instanceof ConnectorError || err instanceof RenderTimeoutError || (noBrowser && err.missing)
    if (!userFacing && claimed.file.attempts < MAX_RENDER_ATTEMPTS) throw err
    const message = err instanceof Error ? err.message : String(err)
    // What the user is told is the whole story for these; anything else keeps its stack for the operator.
    if (userFacing) deps.log.warn({ fileId, reason: message }, 'render failed')
    else deps.log.warn({ err, fileId }, 'render failed')
    return closeFile(deps, claimed, {
      error: userFacing || noBrowser ? message : `Rendering failed: ${message}`,
    })
  }
  // The documents are stored: wait out a database restart rather than render them all over again.
  const seconds = (performance.now() - started) / 1000
  return whileDatabaseUnavailable(() => closeFile(deps, claimed, { docs, seconds }))
}

/** Both documents stored, or neither: a workbook that does not fit takes its document away again. */
async function storeDocuments(
  files: FileStore,
  built: BuiltDocuments & { protected?: boolean },
): Promise<StoredDocuments> {
  const document = await files.put(built.document)
  let workbook: StoredFile | undefined
  try {
    workbook = built.workbook ? await files.put(built.workbook) : undefined
  } catch (err) {
    await files.delete(document.id)
    throw err
  }
  return {
    documentKind: built.kind,
    documentId: document.id,
    documentSize: document.size,
    workbookId: workbook?.id ?? null,
    workbookSize: workbook?.size ?? null,
    protected: built.protected === true,
  }
}

/**
 * The file store is full: the file goes back to the queue, showing why in history, and its render runs
 * again later on its own — nothing is emailed until its documents are stored whole. After
 * STORAGE_WAIT_HOURS it fails instead, so the run ends and its owner is told.
 */
async function waitForStorage(deps: ReportsDeps, claimed: ClaimedFile): Promise<void> {
  const now = deps.clock()
  const waitedSeconds = (now.getTime() - (claimed.runStartedAt ?? now).getTime()) / 1000
  if (waitedSeconds > STORAGE_WAIT_HOURS * 3600) {
    return closeFile(deps, claimed, { error: historyMessages.storageFullGaveUp(STORAGE_WAIT_HOURS) })
  }
  const retryInSeconds = Math.round(
    Math.min(STORAGE_RETRY_SECONDS.max, Math.max(STORAGE_RETRY_SECONDS.min, waitedSeconds / 2)),
  )
  deps.log.warn(
    { fileId: claimed.file.id, retryInSeconds },
    'the file store is full; the file waits for space',
  )
  await deps.db.transaction(async (tx) => {
    if (!(await releaseFile(tx, claimed.file.id, historyMessages.storageFull))) return
    await deps.queue.enqueue(
      renderFileJob,
      { fileId: claimed.file.id },
      { tx, startAfterSeconds: retryInSeconds, account: claimed.userId },
    )
  })
}

async function closeFile(
  deps: ReportsDeps,
  { file, emailsEnabled, userId, hasDestinations }: ClaimedFile,
  outcome: { docs: StoredDocuments; seconds: number } | { error: string },
): Promise<void> {
  const now = deps.clock()
  const settled = await deps.db.transaction(async (tx) => {
    const closed =
      'docs' in outcome
        ? await markFileGenerated(tx, file.id, outcome.docs, now)
        : await markFileFailed(tx, file.id, outcome.error, now)
    if (!closed) return false
    // An email or a destination delivery recorded here keeps the run open: it closes when they settle.
    if (!(
      'docs' in outcome &&
      (await recordDeliveries(tx, deps, file, { emailsEnabled, userId, hasDestinations }))
    ))
      await closeRunIfSettled(tx, deps, file.runId)
    return true
  })
  if (settled && 'docs' in outcome) recordFile('GENERATED', outcome.seconds)
  else if (settled) recordFile('FAILED')
  // The file was closed meanwhile or its job deleted: what this attempt stored belongs to no row.
  if (!settled && 'docs' in outcome) {
    const { documentId, workbookId } = outcome.docs
    await deleteStoredFiles(deps, workbookId ? [documentId, workbookId] : [documentId])
  }
}

/**
 * A generated file's email (unless the run's emails are off) and its deliveries to the job's destinations —
 * Slack, Teams, webhooks… (ADR 0048), beside or instead of email, whatever the email switch says; whether
 * any was recorded.
 */
async function recordDeliveries(
  tx: Executor,
  deps: ReportsDeps,
  file: ClaimedFile['file'],
  {
    emailsEnabled,
    userId,
    hasDestinations,
  }: Pick<ClaimedFile, 'emailsEnabled' | 'userId' | 'hasDestinations'>,
): Promise<boolean> {
  const emailed = emailsEnabled && (await createDelivery(tx, deps, file))
  const destinations = hasDestinations ? await createDestinationDeliveries(tx, deps, file, userId) : 0
  return emailed || destinations > 0
}

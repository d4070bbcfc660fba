import { ConnectorError } from '../../connectors/connector.ts'
import { RenderTimeoutError } from '../../platform/browser/deadline.ts'
import { createDelivery } from '../delivery/index.ts'
import { buildDocuments } from './build-documents.ts'
import {
  claimFile,
  markFileFailed,
  markFileGenerated,
  type ClaimedFile,
  type StoredDocuments,
} from './files.queries.ts'
import { closeRunIfSettled } from './close-run.ts'
import type { ReportsDeps } from './reports-deps.ts'

/** Render attempts of one file before it fails for good (a crashed worker or browser counts as one). */
const MAX_RENDER_ATTEMPTS = 3

/**
 * Renders one file and stores its documents, then — in one transaction — marks it GENERATED, records
 * its email in the delivery ledger (unless the run's emails are off) and closes the run if nothing else
 * of it is open (with an email just recorded, the run closes when the last email settles). A failure of one file never stops the others; what the user must fix fails at once,
 * anything else is retried by the queue up to MAX_RENDER_ATTEMPTS.
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
  try {
    const built = await buildDocuments(deps, claimed)
    const document = await deps.files.put(built.document)
    const workbook = built.workbook ? await deps.files.put(built.workbook) : undefined
    docs = {
      documentKind: built.kind,
      documentId: document.id,
      documentSize: document.size,
      workbookId: workbook?.id ?? null,
      workbookSize: workbook?.size ?? null,
    }
  } catch (err) {
    const userFacing = err instanceof ConnectorError || err instanceof RenderTimeoutError
    if (!userFacing && claimed.file.attempts < MAX_RENDER_ATTEMPTS) throw err
    const message = err instanceof Error ? err.message : String(err)
    deps.log.warn({ err, fileId }, 'render failed')
    return closeFile(deps, claimed, { error: userFacing ? message : `Rendering failed: ${message}` })
  }
  return closeFile(deps, claimed, { docs })
}

async function closeFile(
  deps: ReportsDeps,
  { file, emailsEnabled }: ClaimedFile,
  outcome: { docs: StoredDocuments } | { error: string },
): Promise<void> {
  const now = deps.clock()
  await deps.db.transaction(async (tx) => {
    const closed =
      'docs' in outcome
        ? await markFileGenerated(tx, file.id, outcome.docs, now)
        : await markFileFailed(tx, file.id, outcome.error, now)
    if (!closed) return
    if ('docs' in outcome && emailsEnabled) await createDelivery(tx, deps, file)
    await closeRunIfSettled(tx, deps, file.runId)
  })
}

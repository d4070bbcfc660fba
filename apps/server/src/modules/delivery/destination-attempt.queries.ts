import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  destinationDeliveries,
  jobDestinations,
  jobRuns,
  runFiles,
  userJobs,
  users,
} from '../../db/schema/index.ts'

export interface StartedDestinationDelivery {
  id: number
  runId: number
  userId: string
  eventId: string
  attempts: number
  possibleDuplicate: boolean
  /** SENDING when this attempt began: an earlier attempt's worker stopped mid-send. */
  wasSending: boolean
  destination: { id: number; type: string; settings: Record<string, string>; sealedSecret: string } | null
  file: {
    id: number
    fileName: string
    filterName: string
    filterValue: string
    fields: Record<string, string>
    documentKind: string | null
    documentId: string | null
    workbookId: string | null
    expired: boolean
  }
  run: { id: number; trigger: string; startedAt: Date | null; scheduledFor: Date }
  job: { id: number; name: string; timeZone: string; plan: string }
}

type FileRow = typeof runFiles.$inferSelect

/**
 * Begins an attempt: PENDING, RETRY or SENDING (a stopped worker's) → SENDING, attempts + 1, with what the
 * attempt needs. Undefined when the delivery is settled or gone (a repeated queue job does nothing).
 */
export async function beginDestinationAttempt(
  db: Executor,
  id: number,
  flagResend: (type: string) => boolean,
): Promise<StartedDestinationDelivery | undefined> {
  return db.transaction(async (tx) => {
    const claimed = await claimDelivery(tx, id, flagResend)
    if (!claimed) return undefined
    const { row, wasSending, possibleDuplicate } = claimed
    const context = await fileContext(tx, row.fileId)
    if (!context) return undefined
    return {
      id: row.id,
      runId: row.runId,
      userId: context.userId,
      eventId: row.eventId,
      attempts: row.attempts + 1,
      possibleDuplicate,
      wasSending,
      destination: row.destinationId ? await destinationOf(tx, row.destinationId) : null,
      file: attemptFile(context.file),
      run: context.run,
      job: context.job,
    }
  })
}

/** Locks an unsettled delivery and marks it SENDING (a resend after a stopped worker flagged where it cannot dedupe). */
async function claimDelivery(tx: Executor, id: number, flagResend: (type: string) => boolean) {
  const [row] = await tx
    .select()
    .from(destinationDeliveries)
    .where(
      and(
        eq(destinationDeliveries.id, id),
        inArray(destinationDeliveries.status, ['PENDING', 'RETRY', 'SENDING']),
      ),
    )
    .for('update')
  if (!row) return undefined
  const wasSending = row.status === 'SENDING'
  const possibleDuplicate = row.possibleDuplicate || (wasSending && flagResend(row.type))
  await tx
    .update(destinationDeliveries)
    .set({ status: 'SENDING', attempts: row.attempts + 1, possibleDuplicate })
    .where(eq(destinationDeliveries.id, id))
  return { row, wasSending, possibleDuplicate }
}

/** The file with its run, its job and the job's owner and plan. */
async function fileContext(tx: Executor, fileId: number) {
  const [context] = await tx
    .select({
      file: runFiles,
      run: {
        id: jobRuns.id,
        trigger: jobRuns.trigger,
        startedAt: jobRuns.startedAt,
        scheduledFor: jobRuns.scheduledFor,
      },
      job: {
        id: userJobs.id,
        name: userJobs.name,
        timeZone: userJobs.timeZone,
        plan: users.subscriptionType,
      },
      userId: userJobs.userId,
    })
    .from(runFiles)
    .innerJoin(jobRuns, eq(jobRuns.id, runFiles.runId))
    .innerJoin(userJobs, eq(userJobs.id, jobRuns.jobId))
    .innerJoin(users, eq(users.id, userJobs.userId))
    .where(eq(runFiles.id, fileId))
  return context
}

/** The destination the delivery goes to; null when it was removed since. */
async function destinationOf(
  tx: Executor,
  destinationId: number,
): Promise<StartedDestinationDelivery['destination']> {
  const [destination] = await tx.select().from(jobDestinations).where(eq(jobDestinations.id, destinationId))
  if (!destination) return null
  const { id, type, settings, sealedSecret } = destination
  return { id, type, settings, sealedSecret }
}

function attemptFile(f: FileRow): StartedDestinationDelivery['file'] {
  return {
    id: f.id,
    fileName: f.fileName,
    filterName: f.filterName,
    filterValue: f.filterValue,
    fields: f.fields ?? {},
    documentKind: f.documentKind,
    documentId: f.documentId,
    workbookId: f.workbookId,
    expired: f.filesExpiredAt !== null,
  }
}

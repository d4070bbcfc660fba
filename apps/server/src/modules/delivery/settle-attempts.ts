import DataLoader from 'dataloader'
import type { Executor } from '../../db/client.ts'
import { whileDatabaseUnavailable } from '../../db/database-unavailable.ts'
import { recordEmail } from '../../platform/metrics/metrics.ts'
import { notifyFailure } from '../notifications/index.ts'
import { settleAttempts, type Settlement, type StartedDelivery } from './delivery.queries.ts'
import type { RecipientOutcome } from './classify-outcome.ts'
import type { DeliveryDeps } from './delivery-deps.ts'

const MAX_DELAY_SECONDS = 3600
/** Outcomes committed in one transaction at most. */
const MAX_SETTLED_TOGETHER = 256

/** Queues a delivery's next attempt, inside the transaction that records its deferral (the email job's own enqueue). */
export type RetryLater = (tx: Executor, deliveryId: number, startAfterSeconds: number) => Promise<unknown>

/** What one attempt came to: each owed recipient's outcome, and whether a broken-off DATA may have delivered it. */
export type AttemptOutcome = StartedDelivery & {
  outcomes: { id: number; outcome: RecipientOutcome }[]
  maybeDelivered: boolean
}

/**
 * Commits attempts' outcomes in groups, one commit at a time (group commit, ADR 0037): an outcome that arrives
 * while a commit is under way goes in the next one, with every other that arrived meanwhile. Each commit locks
 * its runs' rows, so one transaction per outcome would only queue them behind each other's commits: grouped,
 * an outcome waits for at most the commit under way and its own, so the window after the server's 250 is at most
 * two transactions long, and shorter than a queue of lock waits. A group that fails for any reason
 * but an unavailable database is committed again one outcome at a time, so one bad outcome fails alone.
 * The server's answer is known only to this process: losing it to a database restart would send the email
 * again, so its record waits for the database to come back.
 */
export function createSettler(
  deps: DeliveryDeps,
  retryLater: RetryLater,
): (outcome: AttemptOutcome) => Promise<void> {
  const commit = async (group: readonly AttemptOutcome[]) => {
    const recorded = await whileDatabaseUnavailable(() =>
      deps.db.transaction((tx) => settleGroup(tx, deps, retryLater, group)),
    )
    for (const status of recorded) recordEmail(metricOf(status))
    return group.map(() => undefined)
  }
  let committing: Promise<unknown> = Promise.resolve()
  const loader = new DataLoader<AttemptOutcome, void>(
    (group) => {
      const committed = commit(group).catch((error: unknown) =>
        group.length === 1
          ? [error instanceof Error ? error : new Error(String(error))]
          : Promise.all(
              group.map((one) =>
                commit([one]).then(
                  () => undefined,
                  (e: Error) => e,
                ),
              ),
            ),
      )
      committing = committed
      return committed
    },
    {
      cache: false,
      maxBatchSize: MAX_SETTLED_TOGETHER,
      // The next group gathers until the commit under way is done (`committed` never rejects).
      batchScheduleFn: (dispatch) => void committing.then(() => process.nextTick(dispatch)),
    },
  )
  return (outcome) => loader.load(outcome)
}

/**
 * Each delivery's state after its attempt, from every recipient's: still owed → RETRY and a new job after
 * the backoff; all accepted → SENT; otherwise FAILED, and the notification recipients are told once. The
 * same transaction closes each run whose last open file or email this was, in run order (no deadlock
 * between workers settling the same runs).
 */
async function settleGroup(
  tx: Executor,
  deps: DeliveryDeps,
  retryLater: RetryLater,
  group: readonly AttemptOutcome[],
): Promise<Settlement['status'][]> {
  const now = deps.clock()
  const settlements = group.map((o) => settlementOf(o, now))
  const recorded = await settleAttempts(tx, settlements)
  for (const [i, s] of settlements.entries()) {
    // Not recorded: settled already (recorded twice after a restart, or a newer attempt began).
    if (!recorded.has(s.attempt.id)) continue
    const { content, attempt } = group[i]!
    if (s.status === 'RETRY') {
      const delay = Math.min(MAX_DELAY_SECONDS, deps.retryBaseSeconds * 2 ** (attempt.attempts - 1))
      const jittered = Math.max(1, Math.round(delay * (0.8 + Math.random() * 0.4)))
      await retryLater(tx, attempt.id, jittered)
    }
    if (s.status === 'FAILED' && attempt.notifiedAt === null) {
      await notifyFailure(tx, deps, {
        userId: content.job.userId,
        jobId: content.job.id,
        jobName: content.job.name,
        what: 'An email could not be delivered',
        details: [`File "${content.file.fileName}"`, ...s.refusals],
      })
    }
  }
  const runs = new Set(group.filter((o) => recorded.has(o.attempt.id)).map((o) => o.content.file.runId))
  for (const runId of [...runs].sort((a, b) => a - b)) await deps.closeRunIfSettled(tx, runId)
  return settlements.filter((s) => recorded.has(s.attempt.id)).map((s) => s.status)
}

function settlementOf(
  { attempt, content, outcomes, maybeDelivered }: AttemptOutcome,
  now: Date,
): Settlement & { refusals: string[] } {
  const byId = new Map(outcomes.map((o) => [o.id, o.outcome]))
  const recipients = content.recipients.map((r) => ({
    address: r.address,
    status: byId.get(r.id)?.status ?? r.status,
    response: byId.get(r.id)?.response ?? r.response,
  }))
  const refusals = recipients
    .filter((r) => r.status === 'FAILED')
    .map((f) => `${f.address}: ${f.response ?? 'refused'}`)
  const owed = recipients.some((r) => r.status === 'RETRY')
  const status = owed ? 'RETRY' : refusals.length === 0 ? 'SENT' : 'FAILED'
  return {
    attempt,
    outcomes,
    status,
    refusals,
    error: status === 'FAILED' ? refusals.join('; ') : null,
    sentAt: status === 'SENT' ? now : null,
    notifiedAt: status === 'FAILED' && attempt.notifiedAt === null ? now : attempt.notifiedAt,
    possibleDuplicate: attempt.possibleDuplicate || maybeDelivered,
  }
}

const metricOf = (status: Settlement['status']) =>
  status === 'RETRY' ? 'deferred' : status === 'SENT' ? 'sent' : 'failed'

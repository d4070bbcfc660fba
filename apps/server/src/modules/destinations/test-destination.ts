import { randomUUID } from 'node:crypto'
import { destinationMessages } from '@herald/contracts'
import type { DeliveryItem } from '../../destinations/destination.ts'
import { driverOf } from '../../destinations/registry.ts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { openStoredDestination, rowText } from '../delivery/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { DestinationsDeps } from './destinations-deps.ts'
import { findJobDestination, firstActiveRow } from './destinations.queries.ts'
import { requireDestinationsPlan } from './plan-check.ts'

/**
 * 'Send a test' (ADR 0048): one test message to the destination now, through its driver — a small text
 * file to Slack, a card to Teams, a signed `herald.test` event to a webhook — outside the ledger. What the
 * service refused is a 400 with its reason, so the user can fix the settings at once.
 */
export async function testDestination(
  deps: DestinationsDeps,
  principal: Principal,
  jobId: number,
  destinationId: number,
): Promise<{ message: string }> {
  const job = await requireOwnedJob(deps.db, principal, jobId)
  requireDestinationsPlan(job.plan)
  const row = await findJobDestination(deps.db, jobId, destinationId)
  const driver = row && driverOf(deps.destinations, row.type)
  if (!row || !driver) throw notFound()
  // A row token (`{Channel}`) is filled from the job's first active row, as its file would be.
  const first = (await firstActiveRow(deps.db, jobId)) ?? { filterName: '', filterValue: '', fields: {} }
  const item: DeliveryItem = {
    eventId: `msg_test_${randomUUID().replace(/-/g, '')}`,
    attempt: 1,
    test: true,
    job: { id: job.id, name: job.name },
    run: { id: 0, trigger: 'TEST', startedAt: deps.clock() },
    row: first,
    file: undefined,
    link: async () => undefined,
    text: rowText({
      ...first,
      jobName: job.name,
      runAt: deps.clock(),
      timeZone: 'UTC',
      fileName: 'herald-test',
    }),
  }
  const outcome = await driver.deliver(openStoredDestination(deps.db, deps.secrets, row), item)
  if (outcome.kind === 'sent') return { message: destinationMessages.testSent(row.label) }
  throw new AppError(400, outcome.error)
}

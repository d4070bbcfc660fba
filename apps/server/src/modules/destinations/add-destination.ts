import {
  destinationMessages,
  MAX_DESTINATIONS_PER_JOB,
  type DestinationInput,
  type DestinationView,
} from '@herald/contracts'
import { DestinationSettingsError, type DestinationDriver } from '../../destinations/destination.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { microsoftSignInOf } from '../bi-links/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { DestinationsDeps } from './destinations-deps.ts'
import { countJobDestinations, insertJobDestination } from './destinations.queries.ts'
import { requireDestinationsPlan } from './plan-check.ts'
import { presentDestination } from './present-destination.ts'

/**
 * `POST /api/user-jobs/{id}/destinations`: the type's driver checks the settings (SSRF rules for addresses)
 * and splits them; what is secret is sealed, and a webhook's signing secret is answered this once.
 */
export async function addDestination(
  deps: DestinationsDeps,
  principal: Principal,
  jobId: number,
  input: DestinationInput,
): Promise<DestinationView> {
  const job = await requireOwnedJob(deps.db, principal, jobId)
  requireDestinationsPlan(job.plan)
  if ((await countJobDestinations(deps.db, jobId)) >= MAX_DESTINATIONS_PER_JOB)
    throw new AppError(409, destinationMessages.tooMany(MAX_DESTINATIONS_PER_JOB))
  const driver = deps.destinations[input.type] as DestinationDriver
  let configured
  try {
    configured = await driver.configure(input as never, {
      microsoftSignIn: (signInId) => microsoftSignInOf(deps.microsoftSignIns, principal, jobId, signInId),
    })
  } catch (err) {
    if (err instanceof DestinationSettingsError) throw new AppError(400, err.message)
    throw err
  }
  const row = await insertJobDestination(deps.db, {
    jobId,
    type: input.type,
    label: driver.label(configured.settings),
    settings: configured.settings,
    sealedSecret: deps.secrets.seal(JSON.stringify(configured.secret)),
  })
  return presentDestination(row, configured.shownOnce)
}

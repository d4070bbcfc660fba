import type { DestinationView } from '@herald/contracts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { DestinationsDeps } from './destinations-deps.ts'
import { listJobDestinations } from './destinations.queries.ts'
import { presentDestination } from './present-destination.ts'

/** `GET …/destinations`: the job's destinations as step 3 shows them (secrets never). */
export async function listDestinations(
  deps: DestinationsDeps,
  principal: Principal,
  jobId: number,
): Promise<DestinationView[]> {
  await requireOwnedJob(deps.db, principal, jobId)
  return (await listJobDestinations(deps.db, jobId)).map((row) => presentDestination(row))
}

import { notFound } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { DestinationsDeps } from './destinations-deps.ts'
import { deleteJobDestination } from './destinations.queries.ts'

/** `DELETE …/destinations/{destinationId}`: the destination and its sealed secret go; history keeps its deliveries. */
export async function removeDestination(
  deps: DestinationsDeps,
  principal: Principal,
  jobId: number,
  destinationId: number,
): Promise<void> {
  await requireOwnedJob(deps.db, principal, jobId)
  if (!(await deleteJobDestination(deps.db, jobId, destinationId))) throw notFound()
}

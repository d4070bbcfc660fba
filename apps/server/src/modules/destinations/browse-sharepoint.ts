import { destinationMessages, type SharePointDrive, type SharePointFolder } from '@herald/contracts'
import { GraphRefusal, listDrives, listFolders } from '../../destinations/sharepoint/graph-listing.ts'
import {
  graphSession,
  GraphSignInError,
  type GraphSession,
} from '../../destinations/sharepoint/graph-token.ts'
import { AppError } from '../../platform/http/errors.ts'
import type { Principal } from '../auth/index.ts'
import { microsoftSignInOf } from '../bi-links/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import type { DestinationsDeps } from './destinations-deps.ts'
import { requireDestinationsPlan } from './plan-check.ts'

/** The sign-in of this user for this job, as a Graph session; 400 when it has expired or is another's. */
async function sessionOf(
  deps: DestinationsDeps,
  principal: Principal,
  jobId: number,
  signInId: string,
): Promise<GraphSession> {
  const job = await requireOwnedJob(deps.db, principal, jobId)
  requireDestinationsPlan(job.plan)
  const signIn = await microsoftSignInOf(deps.microsoftSignIns, principal, jobId, signInId)
  if (!signIn) throw new AppError(400, destinationMessages.sharePointSignInExpired)
  return graphSession(deps.runtime.graph, `sign-in:${signInId}`, signIn.refreshToken)
}

/** What Graph refused, or a refused sign-in, as a 400 with its words; Graph out of reach as a 502-free 400 too. */
async function graphFacing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (err) {
    if (err instanceof GraphRefusal || err instanceof GraphSignInError) throw new AppError(400, err.message)
    throw new AppError(
      400,
      `Microsoft Graph could not be reached: ${err instanceof Error ? err.message : String(err)}`,
    )
  }
}

/** `GET …/sharepoint/sign-ins/{signInId}/drives`: the user's OneDrive and the libraries of the sites they follow. */
export async function listSharePointDrives(
  deps: DestinationsDeps,
  principal: Principal,
  params: { id: number; signInId: string },
): Promise<{ drives: SharePointDrive[] }> {
  const session = await sessionOf(deps, principal, params.id, params.signInId)
  return { drives: await graphFacing(() => listDrives(deps.runtime, session)) }
}

/** `GET …/drives/{driveId}/folders?parent=`: the folders inside one folder of the drive. */
export async function listSharePointFolders(
  deps: DestinationsDeps,
  principal: Principal,
  params: { id: number; signInId: string; driveId: string },
  parent: string,
): Promise<{ folders: SharePointFolder[] }> {
  const session = await sessionOf(deps, principal, params.id, params.signInId)
  return { folders: await graphFacing(() => listFolders(deps.runtime, session, params.driveId, parent)) }
}

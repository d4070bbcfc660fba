import { sharePointApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { jobKeys } from './job-keys.ts'

/** The Entra ID address that signs the user in with Microsoft for a SharePoint destination (ADR 0052). */
export async function initiateSharePointSignIn(jobId: number): Promise<string> {
  return (await callEndpoint(sharePointApi.signIn, { params: { id: jobId }, toast: false })).authUrl
}

/** The signed-in user's OneDrive and the document libraries of the sites they follow. */
export function sharePointDrivesQuery(jobId: number, signInId: string) {
  return queryOptions({
    queryKey: [...jobKeys.all, 'sharepoint', jobId, signInId, 'drives'] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint(sharePointApi.drives, { params: { id: jobId, signInId }, signal, toast: false }))
        .drives,
    enabled: signInId !== '',
  })
}

/** The folders inside one folder of a drive (`root`: the drive's top). */
export function sharePointFoldersQuery(jobId: number, signInId: string, driveId: string, parent: string) {
  return queryOptions({
    queryKey: [...jobKeys.all, 'sharepoint', jobId, signInId, driveId, parent] as const,
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(sharePointApi.folders, {
          params: { id: jobId, signInId, driveId },
          query: { parent },
          signal,
          toast: false,
        })
      ).folders,
    enabled: signInId !== '' && driveId !== '',
  })
}

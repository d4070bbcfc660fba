import { z } from 'zod/mini'
import { defineEndpoint, errors } from '../endpoint.ts'
import { OAuthInitiation } from '../reports/bi-auth.ts'
import { SharePointDrive, SharePointFolder } from '../reports/sharepoint-destination.ts'
import { RecordIdParam } from '../request-input.ts'

const common = { tag: 'Jobs', access: 'user' } as const
const signInParams = z.object({
  id: RecordIdParam,
  signInId: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,64}$/, 'Not a sign-in of this job.')),
})

/** Signing in with Microsoft for a SharePoint / OneDrive destination and picking its folder (ADR 0052). */
export const sharePointApi = {
  signIn: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/user-jobs/:id/destinations/sharepoint/sign-in',
    summary:
      'Start a Microsoft sign-in for a SharePoint / OneDrive destination: the address to open in a popup (PKCE, 10 minutes)',
    params: z.object({ id: RecordIdParam }),
    responses: { 200: OAuthInitiation, ...errors(403, 404, 409) },
  }),
  drives: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/user-jobs/:id/destinations/sharepoint/sign-ins/:signInId/drives',
    summary: 'The signed-in user’s OneDrive and the document libraries of the sites they follow',
    params: signInParams,
    responses: { 200: z.object({ drives: z.array(SharePointDrive) }), ...errors(400, 403, 404) },
  }),
  folders: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/user-jobs/:id/destinations/sharepoint/sign-ins/:signInId/drives/:driveId/folders',
    summary:
      'The folders inside a folder of the drive (`parent`: a folder id, or the drive’s top when absent)',
    params: z.object({
      ...signInParams.shape,
      driveId: z.string().check(z.regex(/^[A-Za-z0-9!._-]{1,200}$/, 'Not a drive id.')),
    }),
    query: z.object({
      parent: z._default(z.string().check(z.regex(/^[A-Za-z0-9!._-]{1,200}$/, 'Not a folder id.')), 'root'),
    }),
    responses: { 200: z.object({ folders: z.array(SharePointFolder) }), ...errors(400, 403, 404) },
  }),
}

import { z } from 'zod/mini'

/**
 * A SharePoint / OneDrive drop (ADR 0052): the user signs in with Microsoft for the destination, picks a drive
 * (their OneDrive or a document library of a site they follow) and a folder in it, and may add a path below that
 * folder with row tokens. Each file is uploaded through a Microsoft Graph upload session.
 */
export const sharePointMessages = {
  sharePointSignIn: 'Sign in with Microsoft, then pick a drive and a folder.',
  sharePointDrive: 'Pick a drive: your OneDrive or a document library of a SharePoint site.',
  sharePointFolderId: 'Pick a folder of the drive.',
  sharePointPath:
    'Enter a path below the folder such as {filterValue} or Reports/{runDate:YYYY-MM} (no "..").',
  sharePointSignInExpired:
    'The Microsoft sign-in has expired or belongs to another job. Click Sign in with Microsoft again.',
  sharePointNotConfigured:
    'SharePoint and OneDrive need the Microsoft sign-in, which this server has not set up (POWERBI_CLIENT_ID and POWERBI_CLIENT_SECRET).',
  sharePointRefused: (reason: string) => `Microsoft refused the sign-in: ${reason}`,
  sharePointSignInAgain:
    'Microsoft no longer accepts this destination’s sign-in (expired or revoked). Remove the destination and add it again, signing in with Microsoft.',
  sharePointNotFound: (what: string) =>
    `SharePoint could not find ${what}. Check that it still exists and that the signed-in account can open it.`,
  sharePointDenied: (what: string) =>
    `SharePoint refused access to ${what}. The signed-in account needs permission to add files there.`,
} as const

/** Drive and item ids as Graph gives them (`b!…`, `01BYE5RZ…`), or `root`. */
const GRAPH_ID = /^[A-Za-z0-9!._-]{1,200}$/

export const sharePointDestinationInput = z.object({
  type: z.literal('SHAREPOINT'),
  /** What the sign-in callback handed to the form (an hour, this user and job only). */
  signInId: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,64}$/, sharePointMessages.sharePointSignIn)),
  driveId: z.string().check(z.trim(), z.regex(GRAPH_ID, sharePointMessages.sharePointDrive)),
  /** The picked folder; `root` is the drive's top. */
  folderId: z._default(
    z.string().check(z.trim(), z.regex(GRAPH_ID, sharePointMessages.sharePointFolderId)),
    'root',
  ),
  /** A path below the folder, row tokens such as {filterValue} filled per row; missing folders are created. */
  path: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(400, sharePointMessages.sharePointPath),
      z.refine(
        (p) => !/(^|\/)\.\.?(\/|$)/.test(p) && !/[\0\r\n\\:*?"<>|]/.test(p),
        sharePointMessages.sharePointPath,
      ),
    ),
    '',
  ),
})

/** A drive the signed-in user can write to: their OneDrive, or a document library of a site they follow. */
export const SharePointDrive = z.object({
  id: z.string(),
  name: z.string(),
  /** 'OneDrive', or the site's name. */
  owner: z.string(),
})
export type SharePointDrive = z.infer<typeof SharePointDrive>

/** A folder of a drive, with its path from the drive's top ('/Reports/2026'). */
export const SharePointFolder = z.object({ id: z.string(), name: z.string(), path: z.string() })
export type SharePointFolder = z.infer<typeof SharePointFolder>

/** The message the sign-in popup posts to the form when a SharePoint sign-in ends (target origin = PUBLIC_URL). */
export interface SharePointSignInMessage {
  source: 'herald-sharepoint-oauth'
  ok: boolean
  error?: string
  signInId?: string
  principal?: string
}

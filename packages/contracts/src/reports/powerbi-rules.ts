import { biMessages } from './bi-messages.ts'

/** `userWorkspaceId` of a Power BI user's own workspace (spec §3), which the REST API lists apart from groups. */
export const MY_WORKSPACE = 'MY_WORKSPACE'

/** What Herald says about linking and using Power BI, in words a user can act on. */
export const powerBiMessages = {
  signInAgain: 'Sign in to Power BI again',
  signInAgainDetail:
    'Sign in to Power BI again: Power BI no longer accepts this job’s sign-in (expired or revoked). Open the job, step 2, and sign in.',
  stateInvalid:
    'This sign-in link has expired or belongs to another sign-in. Close this window and click Sign in again.',
  cancelled: 'Authentication was cancelled or denied',
  refused: (reason: string) => `Power BI refused the sign-in: ${reason}`,
  exportFailed: (reason: string) => `Power BI could not export the report: ${reason}`,
  timedOut: (seconds: number) => biMessages.timedOut('Power BI', seconds),
  unknownPage: (page: string, available: string) => `The report has no page "${page}". Pages: ${available}`,
  notFound: (what: string) =>
    `Power BI could not find it (${what}). Check that the linked account can open it.`,
  noAccess: (code: string) => `Power BI refused access (${code}). The linked account needs the permission.`,
} as const

/** The message a popup posts to the wizard when the Power BI sign-in ends (target origin = PUBLIC_URL). */
export interface PowerBiSignInMessage {
  source: 'herald-powerbi-oauth'
  ok: boolean
  error?: string
}

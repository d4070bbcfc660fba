import { destinationMessages } from '@herald/contracts'
import { DestinationSettingsError, type DeliveryOutcome, type DestinationDriver } from '../destination.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'
import { describeTarget, GraphRefusal } from './graph-listing.ts'
import { graphSession, GraphSignInError } from './graph-token.ts'
import { uploadBySession } from './upload-session.ts'

/** `..` or `.` as a segment, after the row's tokens are filled: refused, like the typed path. */
const UNSAFE = /(^|\/)\.\.?(\/|$)|[\0\r\n\\:*?"<>|]/

/** A path below the folder with the row's values in it, or undefined when a value made it unsafe. */
export function filledPath(template: string, fill: (t: string) => string): string | undefined {
  const path = fill(template)
    .trim()
    .replace(/^\/+|\/+$/g, '')
  return UNSAFE.test(path) ? undefined : path
}

/**
 * SharePoint / OneDrive (ADR 0052): signed in with Microsoft per destination (the Entra ID application of Power
 * BI, Files.ReadWrite.All), each file uploaded into the picked folder (and the path below it, row tokens filled)
 * through a Graph upload session. The upload replaces a file of the same name, so a retry after a crash or a
 * lost answer leaves one file: idempotent.
 */
export function sharePointDestination(runtime: DestinationRuntime): DestinationDriver<'SHAREPOINT'> {
  return {
    type: 'SHAREPOINT',
    idempotent: true,
    async configure(input, context) {
      if (!runtime.graph.entra)
        throw new DestinationSettingsError(destinationMessages.sharePointNotConfigured)
      const signIn = await context.microsoftSignIn(input.signInId)
      if (!signIn) throw new DestinationSettingsError(destinationMessages.sharePointSignInExpired)
      let refreshToken = signIn.refreshToken
      const session = graphSession(runtime.graph, `sign-in:${input.signInId}`, refreshToken, async (next) => {
        refreshToken = next
      })
      try {
        const { driveName, folderPath } = await describeTarget(
          runtime,
          session,
          input.driveId,
          input.folderId,
        )
        return {
          settings: {
            account: signIn.principal,
            driveId: input.driveId,
            driveName,
            folderId: input.folderId,
            folderPath,
            path: input.path,
          },
          secret: { refreshToken },
        }
      } catch (err) {
        if (err instanceof GraphRefusal || err instanceof GraphSignInError)
          throw new DestinationSettingsError(err.message)
        throw new DestinationSettingsError(
          `Microsoft Graph could not be reached: ${err instanceof Error ? err.message : String(err)}`,
        )
      }
    },
    label: (settings) => {
      const folder = (settings.folderPath ?? '/').replace(/\/$/, '')
      const below = settings.path ? `/${settings.path}` : ''
      return `SharePoint ${settings.driveName ?? ''}${folder}${below}`
    },
    async deliver(target, item): Promise<DeliveryOutcome> {
      const below = filledPath(target.settings.path ?? '', item.text)
      if (below === undefined)
        return {
          kind: 'failed',
          error: `The path ${target.settings.path} gave a folder with "..", "." or a character SharePoint refuses: nothing was sent.`,
        }
      const session = graphSession(
        runtime.graph,
        `destination:${target.id}`,
        target.secret.refreshToken!,
        async (next) => void (await target.saveSecret({ ...target.secret, refreshToken: next })),
      )
      const name = item.file?.name ?? 'herald-test.txt'
      const bytes =
        item.file?.bytes ??
        Buffer.from(`Test from Herald: the job "${item.job.name}" will upload its files here.\n`)
      const folder = `${(target.settings.folderPath ?? '/').replace(/\/$/, '')}/${below}`.replace(/\/$/, '')
      try {
        return await uploadBySession(
          runtime,
          session,
          { driveId: target.settings.driveId!, parentId: target.settings.folderId!, below, name, bytes },
          `${folder || '/'} of ${target.settings.driveName ?? 'the drive'}`,
        )
      } catch (err) {
        if (err instanceof GraphSignInError) return { kind: 'failed', error: err.message }
        return { kind: 'retry', error: `Microsoft Graph could not be reached: ${String(err)}` }
      }
    },
  }
}

import { destinationMessages, normalizeSftpHostKey } from '@herald/contracts'
import { DestinationSettingsError, type DeliveryOutcome, type DestinationDriver } from '../destination.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'
import { climbingPath, dropFolder, droppedFile } from '../drop-path.ts'
import { dropFile, SftpStatusError } from './drop-file.ts'
import { connectSftp, SftpConnectError, type SftpTarget } from './sftp-connect.ts'

const PERMISSION_DENIED = 3
const NO_SUCH_FILE = 2

/**
 * SFTP drops (ADR 0050): the customer's own server, the host key pinned at set-up. Each file is written under a
 * temporary name and renamed into the folder (row tokens filled), so a reader never sees half a file and a retry
 * rewrites the same path: idempotent. A changed host key or a refused sign-in fails for good; a server out of
 * reach or a broken connection is retried.
 */
export function sftpDestination(runtime: DestinationRuntime): DestinationDriver<'SFTP'> {
  return {
    type: 'SFTP',
    idempotent: true,
    async configure(input) {
      const target: SftpTarget = {
        host: input.host,
        port: input.port,
        username: input.username,
        password: input.password || undefined,
        privateKey: input.privateKey?.trim() ? `${input.privateKey.trim()}\n` : undefined,
        hostKeySha256: input.hostKeySha256,
      }
      const pinned = input.hostKeySha256 ? normalizeSftpHostKey(input.hostKeySha256) : undefined
      try {
        const connection = await connectSftp(runtime, target)
        connection.end()
        if (!pinned)
          throw new DestinationSettingsError(destinationMessages.sftpConfirmHostKey(connection.hostKey))
      } catch (error) {
        if (error instanceof DestinationSettingsError) throw error
        if (!(error instanceof SftpConnectError)) throw error
        if (error.reason === 'private')
          throw new DestinationSettingsError(destinationMessages.privateHost(input.host))
        if (error.reason === 'host-key')
          throw new DestinationSettingsError(
            destinationMessages.sftpHostKeyMismatch(error.presentedKey!, pinned!),
          )
        // Sign-in refused with no key pinned yet: still show the key, then what went wrong.
        if (!pinned && error.presentedKey)
          throw new DestinationSettingsError(
            `${destinationMessages.sftpConfirmHostKey(error.presentedKey)} ${error.message}`,
          )
        throw new DestinationSettingsError(error.message)
      }
      const secret: Record<string, string> = target.password
        ? { password: target.password }
        : { privateKey: target.privateKey! }
      return {
        settings: {
          host: input.host,
          port: String(input.port),
          username: input.username,
          folder: input.folder || '/',
          hostKeySha256: pinned!,
          auth: target.password ? 'password' : 'private key',
        },
        secret,
      }
    },
    label: (settings) => {
      const port = settings.port && settings.port !== '22' ? `:${settings.port}` : ''
      return `SFTP ${settings.host ?? ''}${port}${settings.folder ?? ''}`
    },
    async deliver(target, item) {
      const folder = dropFolder(item.text(target.settings.folder ?? '/'))
      if (!folder) return climbingPath(`The folder ${target.settings.folder}`)
      const { name, bytes } = droppedFile(item)
      let connection
      try {
        connection = await connectSftp(runtime, {
          host: target.settings.host!,
          port: Number(target.settings.port ?? 22),
          username: target.settings.username!,
          password: target.secret.password,
          privateKey: target.secret.privateKey,
          hostKeySha256: target.settings.hostKeySha256!,
        })
      } catch (error) {
        return connectOutcome(error, target.settings.hostKeySha256!)
      }
      const timer = setTimeout(() => connection.end(), runtime.callTimeoutMs * 4)
      try {
        const path = await dropFile(connection.sftp, { folder, name, key: item.eventId, bytes })
        return { kind: 'sent', detail: `written to ${path}` }
      } catch (error) {
        return dropOutcome(error, folder)
      } finally {
        clearTimeout(timer)
        connection.end()
      }
    },
  }
}

function connectOutcome(error: unknown, pinned: string): DeliveryOutcome {
  if (!(error instanceof SftpConnectError)) return { kind: 'retry', error: String(error) }
  switch (error.reason) {
    case 'host-key':
      return { kind: 'failed', error: destinationMessages.sftpHostKeyMismatch(error.presentedKey!, pinned) }
    case 'auth':
    case 'private':
      return { kind: 'failed', error: error.message }
    default:
      return { kind: 'retry', error: error.message }
  }
}

function dropOutcome(error: unknown, folder: string): DeliveryOutcome {
  if (error instanceof SftpStatusError) {
    if (error.code === PERMISSION_DENIED)
      return { kind: 'failed', error: `The SFTP server denied the write in ${folder} (${error.message}).` }
    if (error.code === NO_SUCH_FILE && !error.afterRename)
      return { kind: 'failed', error: `The SFTP server has no such folder: ${error.message}.` }
    return error.afterRename
      ? { kind: 'unknown', error: `The SFTP rename got no clear answer (${error.message}).` }
      : { kind: 'retry', error: `SFTP: ${error.message}` }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { kind: 'retry', error: `The SFTP connection broke off before the file was in place (${message}).` }
}

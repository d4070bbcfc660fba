import type { AddressInfo } from 'node:net'
import ssh2, { type Connection } from 'ssh2'
import type { Logger } from '../log.ts'
import { serveVolume } from './sftp-channel.ts'
import { answerSignIn } from './sftp-sign-in.ts'
import type { SftpAuthenticate, SftpVolume } from './sftp-volume.ts'

// ssh2 is CommonJS whose `Server` Node cannot name as an ESM export: read it from the default export.
const { Server } = ssh2

export interface SftpServer {
  port: number
  close(): Promise<void>
}

/**
 * A read-only SFTP server (ssh2): every client signs in by password or public key through `authenticate`,
 * then reads the volume it was given. Writes, removals, renames, folders and attribute changes are refused
 * with SSH_FX_PERMISSION_DENIED and `readOnlyMessage`.
 */
export async function startSftpServer(options: {
  host: string
  port: number
  hostKey: Buffer
  authenticate: SftpAuthenticate
  readOnlyMessage: string
  log: Logger
}): Promise<SftpServer> {
  const { authenticate, log } = options
  const clients = new Set<Connection>()
  const server = new Server({ hostKeys: [options.hostKey] }, (client, info) => {
    clients.add(client)
    let volume: SftpVolume | undefined
    const signedIn = (given: SftpVolume | undefined) => (volume = given)
    client.on('close', () => clients.delete(client))
    client.on('error', (error) => log.debug({ reason: error.message }, 'sftp connection error'))
    client.on('authentication', (ctx) => answerSignIn(client, ctx, info.ip, { authenticate, log, signedIn }))
    client.on('session', (acceptSession) => {
      const session = acceptSession()
      session.on('sftp', (acceptSftp) => {
        if (volume) serveVolume(acceptSftp(), volume, options.readOnlyMessage, log)
      })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      server.on('error', (error: Error) => log.error({ err: error }, 'sftp server error'))
      resolve()
    })
  })
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const client of clients) client.end()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

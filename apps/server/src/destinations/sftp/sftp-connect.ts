import { createHash } from 'node:crypto'
import { connect as netConnect } from 'node:net'
import { Client, type SFTPWrapper } from 'ssh2'
import { normalizeSftpHostKey } from '@herald/contracts'
import type { DestinationRuntime } from '../destination-runtime.ts'

/** Why a connection did not reach a working SFTP session. */
export class SftpConnectError extends Error {
  override name = 'SftpConnectError'
  /** 'host-key': the key differs from the pinned one; 'auth': sign-in refused; 'network': no session (yet). */
  readonly reason: 'host-key' | 'auth' | 'network' | 'private'
  readonly presentedKey: string | undefined
  constructor(message: string, reason: SftpConnectError['reason'], presentedKey?: string) {
    super(message)
    this.reason = reason
    this.presentedKey = presentedKey
  }
}

export interface SftpTarget {
  host: string
  port: number
  username: string
  password?: string
  privateKey?: string
  /** The pinned key; undefined: accept any key and report it (the set-up's first contact). */
  hostKeySha256?: string
}

export interface SftpConnection {
  sftp: SFTPWrapper
  /** The host key the server presented, as `SHA256:…`. */
  hostKey: string
  end(): void
}

/** OpenSSH's fingerprint of a raw host key: SHA256: and unpadded base64. */
export function fingerprintOf(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`
}

/**
 * Opens an SFTP session with ssh2's client on a socket of our own, so the SSRF guard (BI_PRIVATE_HOSTS) checks
 * the address actually connected to; the host key must match the pinned fingerprint before anything is sent.
 */
export function connectSftp(runtime: DestinationRuntime, target: SftpTarget): Promise<SftpConnection> {
  return new Promise((resolve, reject) => {
    const host = target.host.replace(/^\[|\]$/g, '')
    try {
      runtime.guard.checkLiteral(host)
    } catch {
      reject(
        new SftpConnectError(`${target.host} is a private address that no administrator allowed.`, 'private'),
      )
      return
    }
    const pinned = target.hostKeySha256 ? normalizeSftpHostKey(target.hostKeySha256) : undefined
    let presented: string | undefined
    let settled = false
    const client = new Client()
    const fail = (error: SftpConnectError) => {
      if (settled) return
      settled = true
      client.end()
      socket.destroy()
      reject(error)
    }
    const socket = netConnect({ host, port: target.port, lookup: runtime.guard.lookup })
    socket.setTimeout(runtime.callTimeoutMs, () =>
      fail(new SftpConnectError(`${target.host}:${target.port} did not answer in time.`, 'network')),
    )
    socket.on('error', (error) => {
      const code = (error as NodeJS.ErrnoException).code
      if (error.name === 'PrivateAddressError')
        fail(
          new SftpConnectError(
            `${target.host} is a private address that no administrator allowed.`,
            'private',
          ),
        )
      else
        fail(
          new SftpConnectError(
            `${target.host}:${target.port} could not be reached (${code ?? error.message}).`,
            'network',
          ),
        )
    })
    socket.on('connect', () => {
      client.connect({
        sock: socket,
        username: target.username,
        password: target.password,
        privateKey: target.privateKey,
        readyTimeout: runtime.callTimeoutMs,
        tryKeyboard: false,
        hostVerifier: (key: Buffer) => {
          presented = fingerprintOf(key)
          return pinned === undefined || presented === pinned
        },
      })
    })
    client.on('error', (error: Error & { level?: string }) => {
      if (pinned && presented && presented !== pinned)
        fail(new SftpConnectError('host key changed', 'host-key', presented))
      else if (error.level === 'client-authentication')
        fail(
          new SftpConnectError(
            `The SFTP server refused the sign-in of ${target.username}: check the user name, password or key.`,
            'auth',
            presented,
          ),
        )
      else fail(new SftpConnectError(`The SFTP connection failed: ${error.message}`, 'network', presented))
    })
    client.on('close', () =>
      fail(new SftpConnectError('The SFTP server closed the connection.', 'network', presented)),
    )
    client.on('ready', () => {
      client.sftp((error, sftp) => {
        if (error)
          return fail(
            new SftpConnectError(`The server offers no SFTP: ${error.message}`, 'network', presented),
          )
        if (settled) return
        settled = true
        socket.setTimeout(0)
        resolve({ sftp, hostKey: presented!, end: () => client.end() })
      })
    })
  })
}

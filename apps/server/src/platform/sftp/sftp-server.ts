import type { AddressInfo } from 'node:net'
import ssh2, { type Attributes, type Connection, type FileEntry, type SFTPWrapper } from 'ssh2'
import type { Logger } from '../log.ts'
import { sendAuthBanner } from './auth-banner.ts'
import {
  normalizePath,
  type SftpAuthenticate,
  type SftpLoginAttempt,
  type SftpNode,
  type SftpVolume,
} from './sftp-volume.ts'

// ssh2 is CommonJS whose `utils` and `Server` Node cannot name as ESM exports: read them from the default export.
const { Server, utils } = ssh2

const { STATUS_CODE, OPEN_MODE } = utils.sftp
const WRITE_FLAGS = OPEN_MODE.WRITE | OPEN_MODE.APPEND | OPEN_MODE.CREAT | OPEN_MODE.TRUNC | OPEN_MODE.EXCL
const S_IFDIR = 0o040000
const S_IFREG = 0o100000

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
    client.on('close', () => clients.delete(client))
    client.on('error', (error) => log.debug({ reason: error.message }, 'sftp connection error'))
    client.on('authentication', (ctx) => {
      const base = { username: ctx.username, address: info.ip }
      let attempt: SftpLoginAttempt | undefined
      if (ctx.method === 'password') attempt = { ...base, method: 'password', password: ctx.password }
      if (ctx.method === 'publickey') {
        const signed = ctx.signature !== undefined
        const proven =
          ctx.signature !== undefined && signedBy(ctx.key.data, ctx.blob, ctx.signature, ctx.hashAlgo)
        // A bad signature is refused here; an unsigned key is only asked about ("would this key do?").
        if (!signed || proven)
          attempt = { ...base, method: 'publickey', algo: ctx.key.algo, key: ctx.key.data, proven }
      }
      if (!attempt) {
        ctx.reject(['password', 'publickey'])
        return
      }
      authenticate(attempt)
        .then((verdict) => {
          if (verdict.ok) {
            volume = verdict.volume
            ctx.accept()
            return
          }
          if (verdict.message) sendAuthBanner(client, verdict.message)
          ctx.reject(['password', 'publickey'])
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'sftp sign-in check failed')
          ctx.reject(['password', 'publickey'])
        })
    })
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

/** Whether `signature` over `blob` was made with the private half of the public key `key`. */
function signedBy(key: Buffer, blob: Buffer | undefined, signature: Buffer, hashAlgo: string | undefined) {
  const parsed = utils.parseKey(key)
  if (parsed instanceof Error || Array.isArray(parsed) || !blob) return false
  return parsed.verify(blob, signature, hashAlgo) === true
}

type Handle = { kind: 'file'; bytes: Buffer } | { kind: 'dir'; entries: SftpNode[]; done: boolean }

/** Answers one SFTP channel's requests from `volume`. */
function serveVolume(sftp: SFTPWrapper, volume: SftpVolume, readOnlyMessage: string, log: Logger) {
  const handles = new Map<number, Handle>()
  let next = 0
  const open = (handle: Handle) => {
    const id = next++
    handles.set(id, handle)
    const buffer = Buffer.alloc(4)
    buffer.writeUInt32BE(id)
    return buffer
  }
  const handleOf = (buffer: Buffer) => (buffer.length === 4 ? handles.get(buffer.readUInt32BE()) : undefined)
  const answer = (reqId: number, work: () => Promise<void>) => {
    work().catch((error: unknown) => {
      log.error({ err: error }, 'sftp request failed')
      sftp.status(reqId, STATUS_CODE.FAILURE, 'The file could not be read. Try again later.')
    })
  }
  const notFound = (reqId: number) => sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE, 'No such file or folder')
  const refuse = (reqId: number) => sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, readOnlyMessage)

  sftp.on('REALPATH', (reqId, path) =>
    answer(reqId, async () => {
      const absolute = normalizePath(path)
      const node = await volume.stat(absolute)
      if (!node) return notFound(reqId)
      sftp.name(reqId, [entryOf({ ...node, name: absolute })])
    }),
  )
  for (const event of ['STAT', 'LSTAT'] as const) {
    sftp.on(event, (reqId: number, path: string) =>
      answer(reqId, async () => {
        const node = await volume.stat(normalizePath(path))
        if (node) sftp.attrs(reqId, attributesOf(node))
        else notFound(reqId)
      }),
    )
  }
  sftp.on('FSTAT', (reqId, buffer) => {
    const handle = handleOf(buffer)
    if (handle?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Invalid handle')
    sftp.attrs(reqId, attributesOf({ name: '', kind: 'file', size: handle.bytes.length, mtime: new Date() }))
  })
  sftp.on('OPENDIR', (reqId, path) =>
    answer(reqId, async () => {
      const entries = await volume.list(normalizePath(path))
      if (!entries) return notFound(reqId)
      sftp.handle(reqId, open({ kind: 'dir', entries, done: false }))
    }),
  )
  sftp.on('READDIR', (reqId, buffer) => {
    const handle = handleOf(buffer)
    if (handle?.kind !== 'dir') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Invalid handle')
    if (handle.done) return sftp.status(reqId, STATUS_CODE.EOF)
    handle.done = true
    sftp.name(reqId, handle.entries.map(entryOf))
  })
  sftp.on('OPEN', (reqId, path, flags) => {
    if (flags & WRITE_FLAGS) return refuse(reqId)
    answer(reqId, async () => {
      const bytes = await volume.read(normalizePath(path))
      if (!bytes) return notFound(reqId)
      sftp.handle(reqId, open({ kind: 'file', bytes }))
    })
  })
  sftp.on('READ', (reqId, buffer, offset, length) => {
    const handle = handleOf(buffer)
    if (handle?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Invalid handle')
    if (offset >= handle.bytes.length) return sftp.status(reqId, STATUS_CODE.EOF)
    sftp.data(reqId, handle.bytes.subarray(offset, offset + length))
  })
  sftp.on('CLOSE', (reqId, buffer) => {
    if (buffer.length !== 4 || !handles.delete(buffer.readUInt32BE())) {
      return sftp.status(reqId, STATUS_CODE.FAILURE, 'Invalid handle')
    }
    sftp.status(reqId, STATUS_CODE.OK)
  })
  for (const event of [
    'WRITE',
    'MKDIR',
    'RMDIR',
    'REMOVE',
    'RENAME',
    'SETSTAT',
    'FSETSTAT',
    'SYMLINK',
  ] as const) {
    sftp.on(event, (reqId: number) => refuse(reqId))
  }
  sftp.on('READLINK', (reqId) => notFound(reqId))
}

function attributesOf(node: SftpNode): Attributes {
  const time = Math.floor(node.mtime.getTime() / 1000)
  return {
    mode: node.kind === 'dir' ? S_IFDIR | 0o555 : S_IFREG | 0o444,
    uid: 0,
    gid: 0,
    size: node.size,
    atime: time,
    mtime: time,
  }
}

function entryOf(node: SftpNode): FileEntry {
  const permissions = node.kind === 'dir' ? 'dr-xr-xr-x' : '-r--r--r--'
  const date = node.mtime.toISOString().slice(0, 16).replace('T', ' ')
  return {
    filename: node.name,
    longname: `${permissions} 1 herald herald ${String(node.size).padStart(10)} ${date} ${node.name}`,
    attrs: attributesOf(node),
  }
}

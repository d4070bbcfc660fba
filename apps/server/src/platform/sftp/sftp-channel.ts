import ssh2, { type Attributes, type FileEntry, type SFTPWrapper } from 'ssh2'
import type { Logger } from '../log.ts'
import { normalizePath, type SftpNode, type SftpVolume } from './sftp-volume.ts'

// ssh2 is CommonJS whose `utils` Node cannot name as an ESM export: read it from the default export.
const { STATUS_CODE, OPEN_MODE } = ssh2.utils.sftp
const WRITE_FLAGS = OPEN_MODE.WRITE | OPEN_MODE.APPEND | OPEN_MODE.CREAT | OPEN_MODE.TRUNC | OPEN_MODE.EXCL
const S_IFDIR = 0o040000
const S_IFREG = 0o100000
const WRITES = ['WRITE', 'MKDIR', 'RMDIR', 'REMOVE', 'RENAME', 'SETSTAT', 'FSETSTAT', 'SYMLINK'] as const

type Handle = { kind: 'file'; bytes: Buffer } | { kind: 'dir'; entries: SftpNode[]; done: boolean }

/** One SFTP channel: its open handles and the answers every request kind shares. */
function channelOf(sftp: SFTPWrapper, readOnlyMessage: string, log: Logger) {
  const handles = new Map<number, Handle>()
  let next = 0
  return {
    handles,
    open(handle: Handle) {
      const id = next++
      handles.set(id, handle)
      const buffer = Buffer.alloc(4)
      buffer.writeUInt32BE(id)
      return buffer
    },
    handleOf: (buffer: Buffer) => (buffer.length === 4 ? handles.get(buffer.readUInt32BE()) : undefined),
    /** Runs a request's work; a failure is logged and answered with a generic FAILURE. */
    answer(reqId: number, work: () => Promise<void>) {
      work().catch((error: unknown) => {
        log.error({ err: error }, 'sftp request failed')
        sftp.status(reqId, STATUS_CODE.FAILURE, 'The file could not be read. Try again later.')
      })
    },
    notFound: (reqId: number) => sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE, 'No such file or folder'),
    refuse: (reqId: number) => sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, readOnlyMessage),
    invalidHandle: (reqId: number) => sftp.status(reqId, STATUS_CODE.FAILURE, 'Invalid handle'),
  }
}
type Channel = ReturnType<typeof channelOf>

/** REALPATH, STAT, LSTAT and FSTAT from the volume. */
function serveLookups(sftp: SFTPWrapper, volume: SftpVolume, ch: Channel) {
  sftp.on('REALPATH', (reqId, path) =>
    ch.answer(reqId, async () => {
      const absolute = normalizePath(path)
      const node = await volume.stat(absolute)
      if (!node) return ch.notFound(reqId)
      sftp.name(reqId, [entryOf({ ...node, name: absolute })])
    }),
  )
  for (const event of ['STAT', 'LSTAT'] as const) {
    sftp.on(event, (reqId: number, path: string) =>
      ch.answer(reqId, async () => {
        const node = await volume.stat(normalizePath(path))
        if (node) sftp.attrs(reqId, attributesOf(node))
        else ch.notFound(reqId)
      }),
    )
  }
  sftp.on('FSTAT', (reqId, buffer) => {
    const handle = ch.handleOf(buffer)
    if (handle?.kind !== 'file') return ch.invalidHandle(reqId)
    sftp.attrs(reqId, attributesOf({ name: '', kind: 'file', size: handle.bytes.length, mtime: new Date() }))
  })
}

/** OPENDIR and READDIR: a folder's whole listing in one answer, then EOF. */
function serveFolders(sftp: SFTPWrapper, volume: SftpVolume, ch: Channel) {
  sftp.on('OPENDIR', (reqId, path) =>
    ch.answer(reqId, async () => {
      const entries = await volume.list(normalizePath(path))
      if (!entries) return ch.notFound(reqId)
      sftp.handle(reqId, ch.open({ kind: 'dir', entries, done: false }))
    }),
  )
  sftp.on('READDIR', (reqId, buffer) => {
    const handle = ch.handleOf(buffer)
    if (handle?.kind !== 'dir') return ch.invalidHandle(reqId)
    if (handle.done) return sftp.status(reqId, STATUS_CODE.EOF)
    handle.done = true
    sftp.name(reqId, handle.entries.map(entryOf))
  })
}

/** OPEN for reading (any write flag refused), READ and CLOSE. */
function serveFiles(sftp: SFTPWrapper, volume: SftpVolume, ch: Channel) {
  sftp.on('OPEN', (reqId, path, flags) => {
    if (flags & WRITE_FLAGS) return ch.refuse(reqId)
    ch.answer(reqId, async () => {
      const bytes = await volume.read(normalizePath(path))
      if (!bytes) return ch.notFound(reqId)
      sftp.handle(reqId, ch.open({ kind: 'file', bytes }))
    })
  })
  sftp.on('READ', (reqId, buffer, offset, length) => {
    const handle = ch.handleOf(buffer)
    if (handle?.kind !== 'file') return ch.invalidHandle(reqId)
    if (offset >= handle.bytes.length) return sftp.status(reqId, STATUS_CODE.EOF)
    sftp.data(reqId, handle.bytes.subarray(offset, offset + length))
  })
  sftp.on('CLOSE', (reqId, buffer) => {
    if (buffer.length !== 4 || !ch.handles.delete(buffer.readUInt32BE())) return ch.invalidHandle(reqId)
    sftp.status(reqId, STATUS_CODE.OK)
  })
}

/** Answers one SFTP channel's requests from `volume`; every write is refused with `readOnlyMessage`. */
export function serveVolume(sftp: SFTPWrapper, volume: SftpVolume, readOnlyMessage: string, log: Logger) {
  const ch = channelOf(sftp, readOnlyMessage, log)
  serveLookups(sftp, volume, ch)
  serveFolders(sftp, volume, ch)
  serveFiles(sftp, volume, ch)
  for (const event of WRITES) sftp.on(event, (reqId: number) => ch.refuse(reqId))
  sftp.on('READLINK', (reqId) => ch.notFound(reqId))
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

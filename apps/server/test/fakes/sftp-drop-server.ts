import {
  closeSync,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
  existsSync,
  readFileSync,
} from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ssh2, { type Connection, type SFTPWrapper } from 'ssh2'
import { fingerprintOf } from '../../src/destinations/sftp/sftp-connect.ts'
import { generateEd25519KeyPair } from '../../src/platform/sftp/index.ts'

const { Server, utils } = ssh2
const { STATUS_CODE } = utils.sftp

/**
 * A real, writable SFTP server (ssh2's Server) over a temporary directory, for SFTP drops: one user signs in
 * by password; OPEN/WRITE/CLOSE, STAT, MKDIR, REMOVE, RENAME (which, as in SFTP v3 and OpenSSH without
 * posix-rename, refuses to replace a file), REALPATH and directory listings. `holdWrites()` keeps WRITE requests
 * unanswered (to kill a client mid-upload); `restart({ newHostKey: true })` comes back on the same port with
 * another host key.
 */
export interface SftpDropServer {
  host: string
  port: number
  username: string
  password: string
  /** OpenSSH's fingerprint of the current host key. */
  fingerprint(): string
  /** The files under `folder` (relative to the root), sorted. */
  list(folder?: string): string[]
  read(file: string): Buffer
  /** WRITE requests received so far. */
  writes: number
  /** Leaves WRITE requests unanswered until `releaseWrites()`. */
  holdWrites(): void
  releaseWrites(): void
  /** Sign-ins accepted so far. */
  signIns: number
  restart(opts?: { newHostKey?: boolean }): Promise<void>
  close(): Promise<void>
}

export async function startSftpDropServer(): Promise<SftpDropServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'herald-sftp-drop-'))
  const username = 'dropper'
  const password = 'drop-password-123'
  let hostKey = generateEd25519KeyPair().private
  let port = 0
  let holding = false
  const held: (() => void)[] = []
  const connections = new Set<Connection>()
  let server: InstanceType<typeof Server>

  const state = {
    writes: 0,
    signIns: 0,
  }

  const resolve = (p: string) => {
    const full = path.resolve(root, `.${path.posix.resolve('/', p)}`)
    if (full !== root && !full.startsWith(`${root}${path.sep}`)) throw new Error('outside')
    return full
  }

  const serve = (sftp: SFTPWrapper) => {
    const handles = new Map<number, { fd?: number; dir?: string[]; done?: boolean }>()
    let next = 1
    let closed = false
    sftp.on('close', () => {
      closed = true
    })
    const handleOf = (buf: Buffer) => (buf.length === 4 ? handles.get(buf.readUInt32BE(0)) : undefined)
    const newHandle = (h: { fd?: number; dir?: string[] }) => {
      const id = next++
      handles.set(id, h)
      const buf = Buffer.alloc(4)
      buf.writeUInt32BE(id, 0)
      return buf
    }
    const fail = (id: number, error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code
      sftp.status(
        id,
        code === 'ENOENT'
          ? STATUS_CODE.NO_SUCH_FILE
          : code === 'EACCES'
            ? STATUS_CODE.PERMISSION_DENIED
            : STATUS_CODE.FAILURE,
        code,
      )
    }
    const attrsOf = (full: string) => {
      const s = statSync(full)
      return { mode: s.mode, uid: 0, gid: 0, size: s.size, atime: s.atimeMs / 1000, mtime: s.mtimeMs / 1000 }
    }
    sftp.on('OPEN', (id, filename, flags) => {
      try {
        const fd = openSync(resolve(filename), utils.sftp.flagsToString(flags) ?? 'r', 0o640)
        sftp.handle(id, newHandle({ fd }))
      } catch (error) {
        fail(id, error)
      }
    })
    sftp.on('WRITE', (id, handle, offset, data) => {
      state.writes += 1
      const h = handleOf(handle)
      const answer = () => {
        // A client gone meanwhile (killed mid-upload): its write never lands.
        if (closed) return
        try {
          writeSync(h!.fd!, data, 0, data.length, offset)
          sftp.status(id, STATUS_CODE.OK)
        } catch (error) {
          fail(id, error)
        }
      }
      if (!h?.fd) return sftp.status(id, STATUS_CODE.FAILURE)
      if (holding) held.push(answer)
      else answer()
    })
    sftp.on('FSTAT', (id, handle) => {
      const h = handleOf(handle)
      if (h?.fd === undefined) return sftp.status(id, STATUS_CODE.FAILURE)
      const s = fstatSync(h.fd)
      sftp.attrs(id, { mode: s.mode, uid: 0, gid: 0, size: s.size, atime: 0, mtime: 0 })
    })
    sftp.on('CLOSE', (id, handle) => {
      const h = handleOf(handle)
      if (!h) return sftp.status(id, STATUS_CODE.FAILURE)
      if (h.fd !== undefined) closeSync(h.fd)
      handles.delete(handle.readUInt32BE(0))
      sftp.status(id, STATUS_CODE.OK)
    })
    const stat = (id: number, p: string) => {
      try {
        sftp.attrs(id, attrsOf(resolve(p)))
      } catch (error) {
        fail(id, error)
      }
    }
    sftp.on('STAT', stat)
    sftp.on('LSTAT', stat)
    sftp.on('MKDIR', (id, p) => {
      try {
        mkdirSync(resolve(p))
        sftp.status(id, STATUS_CODE.OK)
      } catch (error) {
        fail(id, error)
      }
    })
    sftp.on('REMOVE', (id, p) => {
      try {
        unlinkSync(resolve(p))
        sftp.status(id, STATUS_CODE.OK)
      } catch (error) {
        fail(id, error)
      }
    })
    sftp.on('RENAME', (id, from, to) => {
      try {
        if (existsSync(resolve(to))) return sftp.status(id, STATUS_CODE.FAILURE, 'target exists')
        renameSync(resolve(from), resolve(to))
        sftp.status(id, STATUS_CODE.OK)
      } catch (error) {
        fail(id, error)
      }
    })
    sftp.on('REALPATH', (id, p) => {
      const name = path.posix.resolve('/', p)
      sftp.name(id, [{ filename: name, longname: name, attrs: {} as never }])
    })
    sftp.on('OPENDIR', (id, p) => {
      try {
        sftp.handle(id, newHandle({ dir: readdirSync(resolve(p)) }))
      } catch (error) {
        fail(id, error)
      }
    })
    sftp.on('READDIR', (id, handle) => {
      const h = handleOf(handle)
      if (!h?.dir || h.done) return sftp.status(id, STATUS_CODE.EOF)
      h.done = true
      sftp.name(
        id,
        h.dir.map((f) => ({ filename: f, longname: f, attrs: {} as never })),
      )
    })
  }

  const listen = () =>
    new Promise<void>((done) => {
      server = new Server({ hostKeys: [hostKey] }, (client) => {
        connections.add(client)
        client.on('close', () => connections.delete(client))
        client.on('error', () => {})
        client.on('authentication', (ctx) => {
          if (ctx.method === 'password' && ctx.username === username && ctx.password === password) {
            state.signIns += 1
            return ctx.accept()
          }
          ctx.reject(['password'])
        })
        client.on('session', (accept) => {
          accept().on('sftp', (acceptSftp) => serve(acceptSftp()))
        })
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port
        done()
      })
    })
  const stop = () =>
    new Promise<void>((done) => {
      for (const c of connections) c.end()
      server.close(() => done())
    })
  await listen()

  const files = (dir: string, prefix = ''): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    )

  return {
    host: '127.0.0.1',
    get port() {
      return port
    },
    username,
    password,
    fingerprint: () => {
      const parsed = utils.parseKey(hostKey)
      const key = Array.isArray(parsed) ? parsed[0] : parsed
      if (key instanceof Error || !key) throw new Error('bad host key')
      return fingerprintOf(key.getPublicSSH())
    },
    list: (folder = '') => {
      const dir = resolve(folder)
      return existsSync(dir) ? files(dir).sort() : []
    },
    read: (file) => readFileSync(resolve(file)),
    get writes() {
      return state.writes
    },
    get signIns() {
      return state.signIns
    },
    holdWrites() {
      holding = true
    },
    releaseWrites() {
      holding = false
      for (const answer of held.splice(0)) answer()
    },
    async restart(opts = {}) {
      await stop()
      if (opts.newHostKey) hostKey = generateEd25519KeyPair().private
      await listen()
    },
    async close() {
      holding = false
      held.splice(0)
      await stop()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

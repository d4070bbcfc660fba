import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FakeEntra } from './fake-entra.ts'

/**
 * A fake Microsoft Graph for SharePoint / OneDrive drops (ADR 0052), by the documented contract: Bearer tokens
 * that the fake Entra ID issued (401 InvalidAuthenticationToken otherwise); /me/drives, /me/followedSites,
 * /sites/{id}/drives and folders' children paged with @odata.nextLink; createUploadSession answering uploadUrl +
 * expirationDateTime; PUTs of byte ranges (320 KiB multiples but the last, Content-Range, no Authorization) answered
 * 202 {nextExpectedRanges}, 201/200 with the driveItem at the end, 416 for a range that is not the next one; GET of
 * the upload URL for its state; errors as {"error": {"code", "message"}}. Switches answer 429/503 with Retry-After
 * once, or drop a connection after storing a range.
 */
export interface FakeGraph {
  /** GRAPH_API_URL: `http://127.0.0.1:{port}/v1.0`. */
  url: string
  /** Items per page of a collection (small, so paging is exercised). */
  pageSize: number
  addDrive(name: string, options?: { site?: string; readOnly?: boolean }): string
  /** Creates the folders of `path` ('/Reports/2026') in the drive; answers the last one's id. */
  addFolder(driveId: string, path: string): string
  /** A file's bytes by its path from the drive's top ('/Reports/East/x.pdf'). */
  file(driveId: string, path: string): Buffer | undefined
  /** Paths of every file under `path`, sorted. */
  files(driveId: string, path?: string): string[]
  /** The next createUploadSession or range PUT answers `status` with Retry-After. */
  failNext(what: 'create' | 'range', status: 429 | 503, retryAfterSeconds: number): void
  /** The next range PUT is stored, then its connection is dropped without an answer. */
  dropNextRange(): void
  /** Every range PUT: its Content-Range, whether it carried Authorization, the status answered. */
  puts: { range: string; authorization: boolean; status: number }[]
  close(): Promise<void>
}

interface Item {
  id: string
  driveId: string
  name: string
  parentId: string | null
  content?: Buffer
}
interface Session {
  driveId: string
  parentId: string
  segments: string[]
  parts: Buffer[]
  next: number
}

const UNIT = 320 * 1024
const newId = () => `01${randomBytes(12).toString('hex').toUpperCase()}`
const expiry = () => new Date(Date.now() + 3600_000).toISOString()

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export async function startFakeGraph(entra: FakeEntra): Promise<FakeGraph> {
  const drives = new Map<
    string,
    { id: string; name: string; site?: string; readOnly: boolean; root: string }
  >()
  const items = new Map<string, Item>()
  const sessions = new Map<string, Session>()
  const failures: { what: 'create' | 'range'; status: number; seconds: number }[] = []
  let dropRange = false

  const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) =>
    res
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(body === undefined ? '' : JSON.stringify(body))
  const error = (res: ServerResponse, status: number, code: string, message: string, headers = {}) =>
    send(res, status, { error: { code, message, innerError: { date: new Date().toISOString() } } }, headers)
  const failure = (what: 'create' | 'range') => {
    const index = failures.findIndex((f) => f.what === what)
    return index < 0 ? undefined : failures.splice(index, 1)[0]
  }

  const pathOf = (item: Item): string => {
    const parent = item.parentId ? items.get(item.parentId) : undefined
    if (!parent) return ''
    return `${pathOf(parent)}/${item.name}`
  }
  const childrenOf = (id: string) => [...items.values()].filter((i) => i.parentId === id)
  const json = (item: Item) => {
    const parent = item.parentId ? items.get(item.parentId) : undefined
    return {
      id: item.id,
      name: item.parentId ? item.name : 'root',
      webUrl: `https://contoso.sharepoint.com/${item.driveId}${pathOf(item)}`,
      ...(parent
        ? {
            parentReference: {
              driveId: item.driveId,
              id: parent.id,
              path: `/drives/${item.driveId}/root:${pathOf(parent)}`,
            },
          }
        : { root: {} }),
      ...(item.content
        ? { size: item.content.length, file: { mimeType: 'application/octet-stream' } }
        : { folder: { childCount: childrenOf(item.id).length } }),
    }
  }
  const child = (parentId: string, name: string) =>
    childrenOf(parentId).find((i) => i.name.toLowerCase() === name.toLowerCase())
  const folderAt = (driveId: string, parentId: string, segments: string[]) =>
    segments.reduce((at, name) => {
      const found = child(at, name)
      if (found) return found.id
      const id = newId()
      items.set(id, { id, driveId, name, parentId: at })
      return id
    }, parentId)
  const page = (res: ServerResponse, url: URL, all: unknown[]) => {
    const skip = Number(url.searchParams.get('$skiptoken') ?? 0)
    const next = new URL(url)
    next.searchParams.set('$skiptoken', String(skip + fake.pageSize))
    send(res, 200, {
      value: all.slice(skip, skip + fake.pageSize),
      ...(skip + fake.pageSize < all.length ? { '@odata.nextLink': next.toString() } : {}),
    })
  }
  const itemOf = (driveId: string, ref: string) => {
    const drive = drives.get(driveId)
    const item = drive && items.get(ref === 'root' ? drive.root : ref)
    return item?.driveId === driveId ? item : undefined
  }

  async function graph(req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    if (entra.tokenState(token) !== 'valid')
      return error(res, 401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.')
    const driveList = (site?: string) =>
      [...drives.values()]
        .filter((d) => d.site === site)
        .map((d) => ({ id: d.id, name: d.name, driveType: site ? 'documentLibrary' : 'business' }))
    if (path === '/me/drives') return page(res, url, driveList())
    if (path === '/me/followedSites') {
      const sites = [...new Set([...drives.values()].flatMap((d) => (d.site ? [d.site] : [])))]
      return page(
        res,
        url,
        sites.map((s) => ({ id: `contoso.sharepoint.com,${s}`, displayName: s, name: s })),
      )
    }
    const site = /^\/sites\/contoso\.sharepoint\.com,([^/]+)\/drives$/.exec(decodeURI(path))
    if (site) return page(res, url, driveList(decodeURIComponent(site[1]!)))
    const m =
      /^\/drives\/([^/]+)(?:\/(root|items\/([^/:]+)))?(:\/(.+):\/createUploadSession|\/children)?$/.exec(path)
    const drive = m && drives.get(decodeURIComponent(m[1]!))
    if (!m || !drive) return error(res, 404, 'itemNotFound', 'The resource could not be found.')
    if (!m[2]) return send(res, 200, { id: drive.id, name: drive.name, driveType: 'documentLibrary' })
    const item = itemOf(drive.id, m[2] === 'root' ? 'root' : decodeURIComponent(m[3]!))
    if (!item || item.content) return error(res, 404, 'itemNotFound', 'The resource could not be found.')
    if (!m[4]) return send(res, 200, json(item))
    if (m[4] === '/children') return page(res, url, childrenOf(item.id).map(json))
    if (req.method !== 'POST') return error(res, 405, 'invalidRequest', 'Use POST.')
    const body = JSON.parse((await bodyOf(req)).toString() || '{}') as { item?: Record<string, string> }
    const failed = failure('create')
    if (failed)
      return error(
        res,
        failed.status,
        failed.status === 429 ? 'activityLimitReached' : 'serviceNotAvailable',
        'Try again later.',
        { 'retry-after': String(failed.seconds) },
      )
    if (drive.readOnly) return error(res, 403, 'accessDenied', 'Access denied')
    const segments = m[5]!.split('/').map(decodeURIComponent)
    const conflict = body.item?.['@microsoft.graph.conflictBehavior'] ?? 'fail'
    const existing = segments.reduce<Item | undefined>((at, name) => at && child(at.id, name), item)
    if (existing && conflict === 'fail')
      return error(res, 409, 'nameAlreadyExists', 'The specified item name already exists.')
    const id = randomBytes(16).toString('hex')
    sessions.set(id, { driveId: drive.id, parentId: item.id, segments, parts: [], next: 0 })
    const host = req.headers.host ?? '127.0.0.1'
    send(res, 200, {
      uploadUrl: `http://${host}/up/${id}?tempauth=${randomBytes(8).toString('hex')}`,
      expirationDateTime: expiry(),
      nextExpectedRanges: ['0-'],
    })
  }

  async function upload(req: IncomingMessage, res: ServerResponse, id: string) {
    const session = sessions.get(id)
    if (!session) return error(res, 404, 'itemNotFound', 'The upload session was not found.')
    if (req.method === 'GET')
      return send(res, 200, { expirationDateTime: expiry(), nextExpectedRanges: [`${session.next}-`] })
    if (req.method === 'DELETE') return (sessions.delete(id), send(res, 204))
    const bytes = await bodyOf(req)
    const range = String(req.headers['content-range'] ?? '')
    const record = (status: number) =>
      fake.puts.push({ range, authorization: !!req.headers.authorization, status })
    if (req.headers.authorization) {
      record(401)
      return error(res, 401, 'unauthenticated', 'The upload URL carries its own authorization.')
    }
    const failed = failure('range')
    if (failed) {
      record(failed.status)
      return error(res, failed.status, 'serviceNotAvailable', 'Try again later.', {
        'retry-after': String(failed.seconds),
      })
    }
    const r = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range)
    const [start, end, total] = r ? [Number(r[1]), Number(r[2]), Number(r[3])] : [NaN, NaN, NaN]
    if (!r || end - start + 1 !== bytes.length || end >= total) {
      record(400)
      return error(res, 400, 'invalidRequest', 'Content-Range does not match the bytes sent.')
    }
    if (end + 1 < total && bytes.length % UNIT !== 0) {
      record(400)
      return error(res, 400, 'invalidRequest', 'A fragment but the last must be a multiple of 320 KiB.')
    }
    if (start !== session.next) {
      record(416)
      return error(res, 416, 'invalidRange', `Expected the range starting at ${session.next}.`)
    }
    session.parts.push(bytes)
    session.next = end + 1
    if (dropRange) {
      dropRange = false
      record(0)
      return req.socket.destroy()
    }
    if (session.next < total) {
      record(202)
      return send(res, 202, {
        expirationDateTime: expiry(),
        nextExpectedRanges: [`${session.next}-${total - 1}`],
      })
    }
    sessions.delete(id)
    const name = session.segments.at(-1)!
    const parentId = folderAt(session.driveId, session.parentId, session.segments.slice(0, -1))
    const existing = child(parentId, name)
    const file = existing ?? { id: newId(), driveId: session.driveId, name, parentId }
    file.content = Buffer.concat(session.parts)
    items.set(file.id, file)
    record(existing ? 200 : 201)
    send(res, existing ? 200 : 201, json(file))
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    const up = /^\/up\/([0-9a-f]+)$/.exec(url.pathname)
    const work = up
      ? upload(req, res, up[1]!)
      : url.pathname.startsWith('/v1.0/')
        ? graph(req, res, url, url.pathname.slice('/v1.0'.length))
        : Promise.resolve(error(res, 404, 'itemNotFound', 'No such API.'))
    work.catch(() => error(res, 500, 'generalException', 'The fake failed.'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const fake: FakeGraph = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.0`,
    pageSize: 2,
    addDrive(name, options = {}) {
      const id = `b!${randomBytes(12).toString('base64url')}`
      const root = newId()
      items.set(root, { id: root, driveId: id, name: 'root', parentId: null })
      drives.set(id, { id, name, site: options.site, readOnly: options.readOnly ?? false, root })
      return id
    },
    addFolder: (driveId, path) =>
      folderAt(driveId, drives.get(driveId)!.root, path.split('/').filter(Boolean)),
    file(driveId, path) {
      const found = [...items.values()].find((i) => i.driveId === driveId && i.content && pathOf(i) === path)
      return found?.content
    },
    files: (driveId, path = '') =>
      [...items.values()]
        .filter((i) => i.driveId === driveId && i.content && pathOf(i).startsWith(`${path}/`))
        .map(pathOf)
        .sort(),
    failNext: (what, status, seconds) => void failures.push({ what, status, seconds }),
    dropNextRange: () => void (dropRange = true),
    puts: [],
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  return fake
}

import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A file shared to a channel, as the fake recorded it. */
export interface SlackPost {
  channelId: string
  channelName: string
  fileName: string
  title: string
  bytes: Buffer
  comment: string
}

export interface FakeSlack {
  /** SLACK_API_URL for Herald: `http://127.0.0.1:<port>/api/`. */
  apiUrl: string
  /** The only bot token the fake accepts. */
  token: string
  posts: SlackPost[]
  /** Every Web API call, in order (method names). */
  calls: string[]
  /** Adds a channel; `member: false` makes posting there `not_in_channel`. */
  addChannel(name: string, opts?: { member?: boolean }): string
  /** The next `count` Web API calls answer HTTP 429 `ratelimited` with `Retry-After: seconds`. */
  rateLimitNext(count: number, seconds: number): void
  close(): Promise<void>
}

/**
 * A Slack Web API server following Slack's documented contract: POST with form or JSON bodies, the bot token
 * as `Authorization: Bearer`, HTTP 200 with `ok: false` and an error code for API errors (`invalid_auth`,
 * `channel_not_found`, `not_in_channel`, `invalid_arguments`), HTTP 429 with `Retry-After` and
 * `{ok: false, error: 'ratelimited'}` when rate limited. Files: files.getUploadURLExternal answers an upload
 * URL and file id; the bytes are POSTed there (200); files.completeUploadExternal shares them to `channel_id`
 * with `initial_comment`. conversations.list pages with `cursor` / `next_cursor`.
 */
export async function startFakeSlack(): Promise<FakeSlack> {
  const token = `xoxb-${randomBytes(8).toString('hex')}-fake`
  const channels = new Map<string, { id: string; name: string; member: boolean }>()
  const uploads = new Map<string, { filename: string; length: number; bytes?: Buffer }>()
  const posts: SlackPost[] = []
  const calls: string[] = []
  let limited = { count: 0, seconds: 0 }
  let nextId = 1

  const read = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => resolve(Buffer.concat(chunks)))
      req.on('error', reject)
    })
  const params = (req: IncomingMessage, body: Buffer): Record<string, string> => {
    const type = req.headers['content-type'] ?? ''
    if (type.includes('application/json'))
      return JSON.parse(body.toString('utf8') || '{}') as Record<string, string>
    return Object.fromEntries(new URLSearchParams(body.toString('utf8')))
  }
  const answer = (res: ServerResponse, body: object, status = 200, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    res.end(JSON.stringify(body))
  }

  const methods: Record<string, (p: Record<string, string>) => object> = {
    'conversations.list': (p) => {
      const all = [...channels.values()]
      const start = Number(p.cursor ? Buffer.from(p.cursor, 'base64').toString() : 0)
      const limit = Math.min(Number(p.limit ?? 100), 2)
      const page = all.slice(start, start + limit)
      const next = start + limit < all.length ? Buffer.from(String(start + limit)).toString('base64') : ''
      return {
        ok: true,
        channels: page.map((c) => ({ id: c.id, name: c.name, is_channel: true, is_member: c.member })),
        response_metadata: { next_cursor: next },
      }
    },
    'files.getUploadURLExternal': (p) => {
      const length = Number(p.length)
      if (!p.filename || !Number.isInteger(length) || length <= 0)
        return { ok: false, error: 'invalid_arguments' }
      const id = `F${String(nextId++).padStart(9, '0')}`
      uploads.set(id, { filename: p.filename, length })
      return { ok: true, upload_url: `${base}/upload/v1/${id}`, file_id: id }
    },
    'files.completeUploadExternal': (p) => {
      const files = JSON.parse(p.files ?? '[]') as { id: string; title?: string }[]
      const channel = [...channels.values()].find((c) => c.id === p.channel_id)
      if (!channel) return { ok: false, error: 'channel_not_found' }
      if (!channel.member) return { ok: false, error: 'not_in_channel' }
      for (const f of files) {
        const upload = uploads.get(f.id)
        if (!upload?.bytes) return { ok: false, error: 'file_not_found' }
      }
      for (const f of files) {
        const upload = uploads.get(f.id)!
        uploads.delete(f.id)
        posts.push({
          channelId: channel.id,
          channelName: channel.name,
          fileName: upload.filename,
          title: f.title ?? upload.filename,
          bytes: upload.bytes!,
          comment: p.initial_comment ?? '',
        })
      }
      return { ok: true, files: files.map((f) => ({ id: f.id, title: f.title })) }
    },
  }

  const server = createServer((req, res) => {
    void (async () => {
      const body = await read(req)
      const url = new URL(req.url ?? '/', base)
      const upload = /^\/upload\/v1\/(F\d+)$/.exec(url.pathname)
      if (req.method === 'POST' && upload) {
        const pending = uploads.get(upload[1]!)
        if (!pending) return answer(res, { error: 'not found' }, 404)
        pending.bytes = body
        res.writeHead(200, { 'content-type': 'text/plain' })
        return res.end(`OK - ${body.length}`)
      }
      const method = /^\/api\/([a-zA-Z.]+)$/.exec(url.pathname)?.[1]
      if (req.method !== 'POST' || !method || !methods[method])
        return answer(res, { ok: false, error: 'unknown_method' }, 404)
      calls.push(method)
      if (limited.count > 0) {
        limited.count--
        return answer(res, { ok: false, error: 'ratelimited' }, 429, {
          'retry-after': String(limited.seconds),
        })
      }
      const auth = req.headers.authorization
      if (!auth) return answer(res, { ok: false, error: 'not_authed' })
      if (auth !== `Bearer ${token}`) return answer(res, { ok: false, error: 'invalid_auth' })
      answer(res, methods[method](params(req, body)))
    })().catch((err: unknown) => answer(res, { ok: false, error: String(err) }, 500))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    apiUrl: `${base}/api/`,
    token,
    posts,
    calls,
    addChannel(name, opts = {}) {
      const id = `C${String(nextId++).padStart(9, '0')}`
      channels.set(id, { id, name, member: opts.member ?? true })
      return id
    },
    rateLimitNext(count, seconds) {
      limited = { count, seconds }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { FAKE_EMBED_PAGE_SCRIPT } from './fake-powerbi-embed-page.ts'
import { defaultEmbedReport, type FakeEmbedReport } from './fake-powerbi-embed-report.ts'

/** An `error` event's detail, as Power BI sends it (powerbi-models IError). */
export interface FakeEmbedError {
  message: string
  detailedMessage?: string
  errorCode?: string
  level?: number
}

/** One request the SDK sent to the embed page: method, path (with the SDK's route) and body. */
export interface FakeEmbedRequest {
  method: string
  path: string
  body: unknown
}

/**
 * A fake Power BI `reportEmbed` page server (reference §3.10, §6): a real HTTP server that serves the page the
 * powerbi-client SDK's iframe loads (`/reportEmbed?reportId=…&uid=…`), which answers the SDK's postMessage
 * routes and emits its events (fake-powerbi-embed-page.ts). The SDK only embeds https URLs on Power BI's
 * hosts, so tests map `https://app.powerbi.com` onto this server inside Chromium
 * (fake-powerbi-embed-browser.ts) — the embedUrl stays the real one.
 */
export interface FakePowerBiEmbed {
  url: string
  report: FakeEmbedReport
  /** The only access token the page accepts; any other gets an `error` event TokenExpired (403). */
  accessToken: string
  /** The report's embedUrl as Power BI's REST listing gives it. */
  embedUrl: string
  /** Every SDK request the page received, in order. */
  requests: FakeEmbedRequest[]
  /** How long each render takes before `rendered` is sent. */
  renderLatencyMs: number
  /** Pages (by name) that stay on the spinner forever: no `rendered`, no `error`. */
  neverRender: Set<string>
  /** Pages (by name) whose render ends with this `error` event. */
  failPages: Map<string, FakeEmbedError>
  /** Embed pages loaded so far (one per render session). */
  loads: number
  close(): Promise<void>
}

export const POWER_BI_APP = 'https://app.powerbi.com'

const require = createRequire(import.meta.url)
/** The SDK's own postMessage libraries (dependencies of powerbi-client), as the page loads them. */
const LIBRARIES: Record<string, string> = {
  'window-post-message-proxy.js': 'window-post-message-proxy/dist/windowPostMessageProxy.js',
  'http-post-message.js': 'http-post-message/dist/httpPostMessage.js',
  'powerbi-router.js': 'powerbi-router/dist/router.js',
}
const libraries = new Map<string, string>()
function library(name: string): string | undefined {
  const path = LIBRARIES[name]
  if (!path) return undefined
  if (!libraries.has(name)) libraries.set(name, readFileSync(require.resolve(path), 'utf8'))
  return libraries.get(name)
}

function embedHtml(fake: FakePowerBiEmbed): string {
  const settings = {
    report: fake.report,
    accessToken: fake.accessToken,
    renderLatencyMs: fake.renderLatencyMs,
    neverRender: [...fake.neverRender],
    failPages: Object.fromEntries(fake.failPages),
  }
  const scripts = Object.keys(LIBRARIES)
    .map((name) => `<script src="/fake/${name}"></script>`)
    .join('')
  return `<!doctype html><html><head><meta charset="utf-8"><title>Power BI Report</title><style>
body { margin: 0; padding: 16px; font-family: sans-serif; font-size: 14px; background: transparent }
table { border-collapse: collapse; margin-bottom: 12px } td, th { border: 1px solid #999; padding: 2px 8px }
</style>
<script>window.FAKE = ${JSON.stringify(settings).replaceAll('<', '\\u003c')}</script>${scripts}</head>
<body><div class="spinner">Loading…</div><script src="/fake/embed-page.js"></script></body></html>`
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakePowerBiEmbed(
  options: { renderLatencyMs?: number; report?: FakeEmbedReport } = {},
): Promise<FakePowerBiEmbed> {
  const report = options.report ?? defaultEmbedReport()
  const groupId = randomUUID()
  const fake: Omit<FakePowerBiEmbed, 'url' | 'close'> = {
    report,
    accessToken: `eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.fake-entra-${randomUUID()}`,
    embedUrl: `${POWER_BI_APP}/reportEmbed?reportId=${report.id}&groupId=${groupId}&w=2&config=eyJjbHVzdGVyVXJsIjoiIn0%3D`,
    requests: [],
    renderLatencyMs: options.renderLatencyMs ?? 50,
    neverRender: new Set(),
    failPages: new Map(),
    loads: 0,
  }

  const send = (response: ServerResponse, status: number, type: string, text: string) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
    response.end(text)
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    void (async () => {
      if (request.method === 'GET' && url.pathname === '/reportEmbed') {
        fake.loads++
        return send(response, 200, 'text/html; charset=utf-8', embedHtml(fake as FakePowerBiEmbed))
      }
      if (request.method === 'GET' && url.pathname === '/fake/embed-page.js')
        return send(response, 200, 'text/javascript', FAKE_EMBED_PAGE_SCRIPT)
      const script =
        request.method === 'GET' && url.pathname.startsWith('/fake/')
          ? library(url.pathname.slice(6))
          : undefined
      if (script !== undefined) return send(response, 200, 'text/javascript', script)
      if (request.method === 'POST' && url.pathname === '/__record') {
        fake.requests.push(JSON.parse(await body(request)) as FakeEmbedRequest)
        return send(response, 204, 'text/plain', '')
      }
      send(response, 404, 'text/plain', 'Not found')
    })().catch((error: unknown) => send(response, 500, 'text/plain', String(error)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}

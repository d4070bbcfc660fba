import type { IncomingMessage, ServerResponse } from 'node:http'

const NS = 'http://tableau.com/api'
export type Json = Record<string, unknown>
const escapeXml = (v: string) => v.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** JSON shape → Tableau's XML: scalars become attributes, objects and arrays child elements. */
function element(tag: string, value: Json): string {
  const attrs = Object.entries(value)
    .filter(([, v]) => typeof v !== 'object' && v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('')
  const children = Object.entries(value)
    .filter(([, v]) => typeof v === 'object' && v !== null)
    .map(([k, v]) =>
      Array.isArray(v) ? v.map((item: Json) => element(k, item)).join('') : element(k, v as Json),
    )
    .join('')
  return children ? `<${tag}${attrs}>${children}</${tag}>` : `<${tag}${attrs}/>`
}

/** An error answer in the shape of reference §4.12. */
export class Refusal extends Error {
  readonly status: number
  readonly code: string
  readonly summary: string
  readonly detail: string
  constructor(status: number, code: string, summary: string, detail: string) {
    super(summary)
    this.status = status
    this.code = code
    this.summary = summary
    this.detail = detail
  }
}

const wantsJson = (req: IncomingMessage) => String(req.headers.accept ?? '').includes('application/json')

/** JSON with Accept: application/json, Tableau's XML (`tsResponse`) otherwise. */
export const send = (req: IncomingMessage, res: ServerResponse, status: number, body: Json) => {
  if (wantsJson(req)) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  } else {
    const xml = element('tsResponse', { xmlns: NS, ...body })
    res
      .writeHead(status, { 'content-type': 'application/xml' })
      .end(`<?xml version='1.0' encoding='UTF-8'?>${xml}`)
  }
}
export const refuse = (
  req: IncomingMessage,
  res: ServerResponse,
  r: Refusal,
  headers: Record<string, string> = {},
) => {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
  if (wantsJson(req)) {
    res.writeHead(r.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error: { summary: r.summary, detail: r.detail, code: r.code } }))
  } else {
    res.writeHead(r.status, { 'content-type': 'application/xml' })
    res.end(
      `<?xml version='1.0' encoding='UTF-8'?><tsResponse xmlns="${NS}"><error code="${r.code}"><summary>${escapeXml(r.summary)}</summary><detail>${escapeXml(r.detail)}</detail></error></tsResponse>`,
    )
  }
}

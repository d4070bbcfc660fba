import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

export type Json = Record<string, unknown>

/** Stripe's ids: a type prefix and random characters (test mode). */
export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`

/** An error answer as Stripe gives it: `{ error: { type, message, param? } }` with the HTTP status. */
export class StripeRefusal extends Error {
  readonly status: number
  readonly type: string
  readonly param: string | undefined
  constructor(status: number, type: string, message: string, param?: string) {
    super(message)
    this.status = status
    this.type = type
    this.param = param
  }
}

export const missingParam = (param: string) =>
  new StripeRefusal(400, 'invalid_request_error', `Missing required param: ${param}.`, param)

export function sendJson(res: ServerResponse, status: number, body: Json): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') })
  res.end(JSON.stringify(body))
}

export function sendRefusal(res: ServerResponse, refusal: StripeRefusal): void {
  sendJson(res, refusal.status, {
    error: {
      type: refusal.type,
      message: refusal.message,
      ...(refusal.param ? { param: refusal.param } : {}),
    },
  })
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Stripe's form encoding (`application/x-www-form-urlencoded` with brackets: `metadata[k]=v`,
 * `line_items[0][price]=p`, `lookup_keys[0]=k`) → nested objects; numeric keys become arrays.
 */
export function decodeForm(text: string): Json {
  const root: Json = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = value
        return
      }
      node[key] ??= /^\d+$/.test(keys[i + 1] ?? '') ? [] : {}
      node = node[key] as Record<string, unknown>
    })
  }
  return root
}

/** A list answer: `{ object: 'list', data, has_more, url }`. */
export const list = (url: string, data: Json[]) => ({ object: 'list', data, has_more: false, url })

export const nowSeconds = () => Math.floor(Date.now() / 1000)

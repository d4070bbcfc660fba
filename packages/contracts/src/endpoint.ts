import { z } from 'zod/mini'
import { ErrorBody } from './platform.ts'

/**
 * One declaration per HTTP endpoint (ADR 0015): the server registers its route from it, the web app calls it
 * through one typed client, and the OpenAPI document is generated from it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** The OpenAPI tags: one per area of the API (their descriptions are the server's, in the document). */
export type ApiTag =
  | 'System'
  | 'Authentication'
  | 'Account'
  | 'Notifications'
  | 'Jobs'
  | 'Report configuration'
  | 'BI accounts'
  | 'BI sources'
  | 'History'
  | 'Senders'
  | 'API keys'
  | 'Sending domains'
  | 'Dev mailbox'
  | 'Admin: users'
  | 'Admin: audits'
  | 'Billing'

  /** Who may call: anyone, a signed-in user (session cookie or API key), or a signed-in admin (403 for others). */
  | 'Management'

/** Who may call: anyone, a signed-in user (session cookie or API key), or a signed-in admin. */
export type Access = 'public' | 'user' | 'admin'

/** A response whose body is not JSON (a file, an HTML page), or that has no body. */
export interface RawResponse {
  readonly raw: true
  readonly contentTypes: readonly string[]
  readonly description: string
}

export function rawResponse(contentTypes: readonly string[], description: string): RawResponse {
  return { raw: true, contentTypes, description }
}

export const noContent: RawResponse = rawResponse([], 'Done; the answer has no body.')

export type ResponseSpec = z.ZodMiniType | RawResponse

/** The endpoint's own error statuses, each answered with an `ErrorBody`. */
export function errors<const S extends number>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<S, typeof ErrorBody>
}

/** Accepted length of an `Idempotency-Key` header. */
export const IDEMPOTENCY_KEY_MIN = 8
export const IDEMPOTENCY_KEY_MAX = 200
export const IDEMPOTENCY_HEADER = 'idempotency-key'

export const idempotencyMessages = {
  inProgress: 'A request with this Idempotency-Key is still being handled. Try again in a moment.',
  reused: 'This Idempotency-Key was already used for a different request. Send a new key.',
} as const

const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z.optional(
    z
      .string()
      .check(
        z.minLength(IDEMPOTENCY_KEY_MIN),
        z.maxLength(IDEMPOTENCY_KEY_MAX),
        z.describe(
          'A key of your choice: repeating the request with it returns the first result (24 hours).',
        ),
      ),
  ),
})

export interface EndpointSpec {
  method: HttpMethod
  path: `/${string}`
  summary: string
  description?: string
  tag: ApiTag
  access: Access
  params?: z.ZodMiniObject
  query?: z.ZodMiniObject
  body?: z.ZodMiniType
  headers?: z.ZodMiniObject
  /** Accepts an Idempotency-Key: a repeated key returns the first result instead of acting again. */
  idempotent?: boolean
  /** Largest request body in bytes, when the endpoint takes more than the server's 1 MiB (413 beyond it). */
  bodyLimit?: number
  /** Success and the endpoint's own error statuses; 400, 401 and 500 are added from the rest of the spec. */
  responses: Record<number, ResponseSpec>
}

/** Error statuses every endpoint of that kind can answer, each with an `ErrorBody`. */
function standardErrors(spec: EndpointSpec): Record<number, ResponseSpec> {
  const hasInput = Boolean(spec.params ?? spec.query ?? spec.body ?? spec.headers ?? spec.idempotent)
  const statuses = [
    ...(hasInput ? [400] : []),
    ...(spec.access === 'public' ? [] : [401]),
    ...(spec.method === 'GET' && spec.access !== 'admin' ? [] : [403]),
    ...(spec.idempotent ? [409, 422] : []),
    500,
  ]
  return errors(...statuses)
}

/** Declares an endpoint, adding the standard error responses (and the Idempotency-Key header when it has one). */
export function defineEndpoint<const S extends EndpointSpec>(spec: S): S {
  const headers = spec.idempotent
    ? z.object({ ...spec.headers?.shape, ...IdempotencyHeaders.shape })
    : spec.headers
  return {
    ...spec,
    ...(headers ? { headers } : {}),
    responses: { ...standardErrors(spec), ...spec.responses },
  }
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : never
type Input<S> = S extends z.ZodMiniType ? z.input<S> : never
type SuccessStatus = 200 | 201 | 202 | 204

/** The JSON body of the endpoint's success responses, as the client reads it. */
export type EndpointResult<E extends EndpointSpec> = {
  [K in keyof E['responses']]: K extends SuccessStatus ? Output<E['responses'][K]> : never
}[keyof E['responses']]

/** The JSON body of the endpoint's success responses, as the server may give it (nothing for a raw one). */
export type EndpointReturn<E extends EndpointSpec> = {
  [K in keyof E['responses']]: K extends SuccessStatus
    ? E['responses'][K] extends RawResponse
      ? void
      : Input<E['responses'][K]>
    : never
}[keyof E['responses']]

export type EndpointParams<E extends EndpointSpec> = E['params'] extends z.ZodMiniObject
  ? z.output<E['params']>
  : undefined
export type EndpointQuery<E extends EndpointSpec> = E['query'] extends z.ZodMiniObject
  ? z.output<E['query']>
  : undefined
export type EndpointBody<E extends EndpointSpec> = E['body'] extends z.ZodMiniType
  ? z.input<E['body']>
  : undefined

/** What a caller passes to reach an endpoint: its path parameters and query, when it has them. */
export type EndpointTarget<E extends EndpointSpec> = (E['params'] extends z.ZodMiniObject
  ? { params: EndpointParams<E> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodMiniObject ? { query: EndpointQuery<E> } : { query?: undefined })

/** The endpoint's URL path with its parameters filled in and its query appended. */
export function endpointPath<E extends EndpointSpec>(endpoint: E, target: EndpointTarget<E>): string {
  const params = (target.params ?? {}) as Record<string, unknown>
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  )
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries((target.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value))
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

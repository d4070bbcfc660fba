import {
  endpointPath,
  IDEMPOTENCY_HEADER,
  type EndpointBody,
  type EndpointResult,
  type EndpointSpec,
  type EndpointTarget,
} from '@herald/contracts'
import type { z } from 'zod/mini'
import { env } from '../config/env.ts'
import { apiFetchWithHeaders, type ApiOptions, type ApiResponse } from './api-client.ts'
import { UnexpectedAnswerError } from './api-error.ts'
import { idempotencyKey } from './idempotency-key.ts'

/** What a call passes: the endpoint's path parameters, query and body, plus the client's own options. */
type CallInput<E extends EndpointSpec> = EndpointTarget<E> &
  (E['body'] extends z.ZodMiniType ? { body: EndpointBody<E> } : { body?: undefined }) &
  Pick<ApiOptions, 'headers' | 'toast' | 'authRetry' | 'signal'>

/** The input may be left out when the endpoint has no parameters, query or body. */
type Args<E extends EndpointSpec> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]

/** The JSON success schemas the answer is parsed with; none for an endpoint that answers no JSON. */
function resultSchemas(endpoint: EndpointSpec): z.ZodMiniType[] {
  return Object.entries(endpoint.responses)
    .filter(([status, spec]) => Number(status) < 300 && !('raw' in spec))
    .map(([, spec]) => spec as z.ZodMiniType)
}

/** The answer as the first success schema that accepts it reads it. */
function parseAnswer(endpoint: EndpointSpec, data: unknown): unknown {
  const schemas = resultSchemas(endpoint)
  if (schemas.length === 0) return data
  let failure: unknown
  for (const schema of schemas) {
    const parsed = schema.safeParse(data)
    if (parsed.success) return parsed.data
    failure = parsed.error
  }
  throw new UnexpectedAnswerError(data, failure)
}

/**
 * Calls a declared endpoint (ADR 0015) through `apiFetch` and its spec §8 error rules, and returns the answer
 * parsed by the declaration's schema, with the response headers. Endpoints that accept an Idempotency-Key get a
 * fresh one per call (a retry inside the call reuses it).
 */
export async function callEndpointWithHeaders<E extends EndpointSpec>(
  endpoint: E,
  ...[input]: Args<E>
): Promise<ApiResponse<EndpointResult<E>>> {
  const { params, query, body, headers, ...options } = (input ?? {}) as Partial<
    Record<'params' | 'query', Record<string, unknown>>
  > & { body?: unknown } & Pick<ApiOptions, 'headers' | 'toast' | 'authRetry' | 'signal'>
  const path = endpointPath(endpoint as EndpointSpec, { params, query } as EndpointTarget<EndpointSpec>)
  const { data, headers: responseHeaders } = await apiFetchWithHeaders(path, {
    ...options,
    method: endpoint.method,
    body,
    headers: endpoint.idempotent ? { [IDEMPOTENCY_HEADER]: idempotencyKey(), ...headers } : headers,
  })
  return { data: parseAnswer(endpoint, data) as EndpointResult<E>, headers: responseHeaders }
}

/** `callEndpointWithHeaders` for the answer alone. */
export async function callEndpoint<E extends EndpointSpec>(
  endpoint: E,
  ...args: Args<E>
): Promise<EndpointResult<E>> {
  return (await callEndpointWithHeaders(endpoint, ...args)).data
}

/** The address of a declared endpoint the browser opens itself (a download link, a frame). */
export function endpointUrl<E extends EndpointSpec>(endpoint: E, target: EndpointTarget<E>): string {
  return `${env.apiBase}${endpointPath(endpoint, target)}`
}

import type {
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointReturn,
  EndpointSpec,
  ResponseSpec,
} from '@herald/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { z } from 'zod/mini'
import { accessHook, type AccessOptions, type Caller } from './access.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (read by the idempotency hooks). */
    endpoint?: EndpointSpec
  }
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  302: 'Found',
  400: 'Bad Request: the request breaks a rule (the message and fieldErrors say which)',
  401: 'Unauthorized: no valid session cookie or API key',
  403: 'Forbidden: not allowed for this account, or a cross-site request',
  404: 'Not Found',
  409: 'Conflict: the resource is not in a state that allows this',
  422: 'Unprocessable: this Idempotency-Key was used with a different request',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** The caller a handler of this endpoint is sure to have: none on a public one, the account on the others. */
export type CallerOf<E extends EndpointSpec> = E['access'] extends 'public' ? undefined : Caller

/**
 * The request a handler receives: params, query and body as the declaration's schemas parsed them, and the
 * caller `route()` resolved and admitted before anything else (ADR 0055).
 */
export type EndpointRequest<E extends EndpointSpec, C = CallerOf<E>> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'caller'
> & {
  params: EndpointParams<E>
  query: EndpointQuery<E>
  body: EndpointBody<E> extends undefined ? unknown : z.output<NonNullable<E['body']>>
  caller: C
}

/** Returns the success body (sent with the declaration's success status), or the reply it sent itself. */
export type EndpointHandler<E extends EndpointSpec, C = CallerOf<E>> = (
  request: EndpointRequest<E, C>,
  reply: FastifyReply,
) => Promise<EndpointReturn<E> | FastifyReply> | EndpointReturn<E> | FastifyReply

interface RouteOptions extends AccessOptions {
  /** Hand the raw body to the handler: the schemas document the endpoint but do not validate it. */
  passthrough?: boolean
}

/** A route that also admits a credential other than an account's has no caller then. */
type CallerWith<E extends EndpointSpec, O> = O extends { admit: unknown } ? Caller | undefined : CallerOf<E>

function responseSchema(status: number, spec: ResponseSpec) {
  const description = STATUS_TEXT[status] ?? String(status)
  if ('raw' in spec && spec.contentTypes.length === 0) {
    return z.null().check(z.describe(`${description}. ${spec.description}`))
  }
  if ('raw' in spec) {
    const content = Object.fromEntries(spec.contentTypes.map((type) => [type, { schema: z.string() }]))
    return { description: `${description}. ${spec.description}`, content }
  }
  return { description, content: { 'application/json': { schema: spec } } }
}

/** The Fastify route schema of a declaration: validation, serialization and the OpenAPI operation. */
function routeSchema(endpoint: EndpointSpec): FastifySchema {
  const schema: Record<string, unknown> = {
    summary: endpoint.summary,
    description: endpoint.description,
    tags: [endpoint.tag],
    security: endpoint.access === 'public' ? [] : [{ sessionCookie: [] }, { bearerAuth: [] }],
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    headers: endpoint.headers,
    response: Object.fromEntries(
      Object.entries(endpoint.responses).map(([status, spec]) => [
        status,
        responseSchema(Number(status), spec),
      ]),
    ),
  }
  for (const key of Object.keys(schema)) if (schema[key] === undefined) delete schema[key]
  return schema
}

function successStatus(endpoint: EndpointSpec): number {
  return (
    Object.keys(endpoint.responses)
      .map(Number)
      .find((status) => status < 400) ?? 200
  )
}

/** Refuses, at start, any route not registered from a declaration (hidden ones — static files of the web app and the docs — excepted). */
export function requireDeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    const hidden = (options.schema as { hide?: boolean } | undefined)?.hide === true
    if (!hidden && !options.config?.endpoint) {
      throw new Error(
        `${String(options.method)} ${options.url} is not declared in packages/contracts (ADR 0015)`,
      )
    }
  })
}

/**
 * Registers one declared endpoint. Every HTTP route of the API goes through here (ADR 0015), and here its
 * declared `access` is enforced (ADR 0055): anonymous → 401, a non-admin on an admin endpoint → 403, before the
 * body is read or validated; the handler gets the caller as `request.caller`.
 */
export function route<E extends EndpointSpec, O extends RouteOptions = RouteOptions>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E, CallerWith<E, O>>,
  options?: O,
): void {
  const status = successStatus(endpoint)
  const onRequest = accessHook(app, endpoint, options ?? {})
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    config: { endpoint },
    ...(onRequest ? { onRequest } : {}),
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    ...(options?.passthrough
      ? {
          validatorCompiler: () => (value: unknown) => ({ value }),
          serializerCompiler: () => (data: unknown) => JSON.stringify(data),
        }
      : {}),
    handler: async (request, reply) => {
      reply.status(status)
      const result = await handler(request as unknown as EndpointRequest<E, CallerWith<E, O>>, reply)
      // A handler that answered itself returns its reply, which is thenable: awaiting it settles, without a
      // value, once the response has ended.
      if (result === reply || reply.sent) return reply
      return reply.send(result)
    },
  })
}

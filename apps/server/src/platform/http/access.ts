import type { Access, EndpointSpec } from '@herald/contracts'
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import { AppError, notAuthenticated } from './errors.ts'

/** Who is calling: the signed-in account behind the request's session cookie or API key. */
export interface Caller {
  userId: string
  email: string
  /** The stored role (ROLE_USER or ROLE_ADMIN); ADMIN_EMAILS makes an admin too. */
  role: string
  /** The opaque id of the session the request came with (none for an API key). */
  sessionId?: string
}

/** Resolves the caller of a request or throws the refusal (401 without a credential, 403 when not allowed). */
export type ResolveCaller = (request: FastifyRequest) => Promise<Caller>

/** How `route()` resolves the caller for each level of `access` but public. */
export interface AccessResolvers {
  user: ResolveCaller
  admin: ResolveCaller
}

declare module 'fastify' {
  interface FastifyInstance {
    accessResolvers: AccessResolvers
  }
  interface FastifyRequest {
    /** Set by `route()` before anything else reads the request, on every endpoint that is not public. */
    caller: Caller | undefined
  }
}

/** Makes the resolvers available to `route()`: call once, before the routes are registered. */
export function registerAccess(app: FastifyInstance, resolvers: AccessResolvers): void {
  app.decorate('accessResolvers', resolvers)
  app.decorateRequest('caller', undefined)
}

export interface AccessOptions {
  /** Tightens the declared access by configuration (the dev mailbox is for admins only in production). */
  access?: Access
  /** A credential other than an account's that the route also accepts (the Prometheus scraper's token). */
  admit?: (request: FastifyRequest) => boolean
  /** The words of the 401 for a caller without a credential, where the spec gives this endpoint its own. */
  unauthenticated?: string
}

const STRICTNESS: Record<Access, number> = { public: 0, user: 1, admin: 2 }

/**
 * The onRequest hook enforcing an endpoint's `access` (ADR 0055), or undefined for a public one. It runs after
 * the app's own onRequest hooks (CSRF guard, rate limit) and before the body is read or validated, so an
 * anonymous caller learns nothing about the endpoint's schema.
 */
export function accessHook(
  app: FastifyInstance,
  endpoint: EndpointSpec,
  options: AccessOptions,
): onRequestHookHandler | undefined {
  const declared = endpoint.access
  if (options.access && STRICTNESS[options.access] < STRICTNESS[declared]) {
    throw new Error(`${endpoint.method} ${endpoint.path}: access may be tightened, not loosened`)
  }
  const access = options.access ?? declared
  if (access === 'public') return undefined
  if (!app.hasDecorator('accessResolvers')) {
    throw new Error(`${endpoint.method} ${endpoint.path} needs registerAccess() before its route (ADR 0055)`)
  }
  const resolve = app.accessResolvers[access]
  const { admit, unauthenticated } = options
  return async (request) => {
    if (admit?.(request)) return
    try {
      request.caller = await resolve(request)
    } catch (error) {
      if (unauthenticated && error instanceof AppError && error.detail === notAuthenticated().detail) {
        throw new AppError(401, unauthenticated, { detail: error.detail })
      }
      throw error
    }
  }
}

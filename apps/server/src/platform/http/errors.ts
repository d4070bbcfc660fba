import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { inputMessages, NOT_FOUND_ISSUE, unavailableMessage, type ErrorBody } from '@herald/contracts'
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts'

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** An error a use case raises on purpose; its message is shown to the user as is. */
export class AppError extends Error {
  readonly status: number
  readonly detail: string | undefined
  readonly fieldErrors: ErrorBody['fieldErrors']
  /** Response headers the error calls for (e.g. `WWW-Authenticate` on a refused API key). */
  readonly headers: Record<string, string>
  constructor(
    status: number,
    message: string,
    opts: { detail?: string; fieldErrors?: ErrorBody['fieldErrors']; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.status = status
    this.detail = opts.detail
    this.fieldErrors = opts.fieldErrors
    this.headers = opts.headers ?? {}
  }
}

export const notAuthenticated = () =>
  new AppError(401, 'Full authentication is required to access this resource', {
    detail: 'error.authentication.required',
  })
export const notFound = () => new AppError(404, inputMessages.notFound)

/** The 413 answer, naming the limit when the endpoint declares it (others may parse with a limit of their own). */
export function bodyTooLarge(limit: number | undefined): string {
  if (limit === undefined) return 'The request body is larger than this endpoint accepts.'
  const size =
    limit >= 1024 * 1024 && limit % (1024 * 1024) === 0
      ? `${limit / 1024 / 1024} MiB`
      : `${Math.floor(limit / 1024)} KiB`
  return `The request body is larger than this endpoint accepts (${size}).`
}

export function errorBody(status: number, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { status, title: titles[status] ?? 'Error', message, ...extra }
}

/** A validation issue marked as naming something that cannot exist (an id beyond the integer range). */
const namesNothing = (issue: { params?: Record<string, unknown> }) =>
  (issue.params?.['params'] as { status?: number } | undefined)?.status === NOT_FOUND_ISSUE.status

/**
 * One error handler: validation → 400 with field errors (404 when the input names something that cannot
 * exist), AppError → its status, the database away → 503 with Retry-After, anything else → a 500
 * that leaks nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validation.some(namesNothing)) {
        const missing = notFound()
        return reply.status(missing.status).send(errorBody(missing.status, missing.message))
      }
      const fieldErrors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(v.params?.['path'] ?? ''),
        message: v.message ?? 'Invalid value',
      }))
      return reply
        .status(400)
        .send(errorBody(400, fieldErrors[0]?.message ?? 'Invalid request', { fieldErrors }))
    }
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send(
          errorBody(error.status, error.message, { detail: error.detail, fieldErrors: error.fieldErrors }),
        )
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'request failed: the database is unavailable')
      return reply.status(503).header('retry-after', '5').send(errorBody(503, unavailableMessage))
    }
    if ('code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const declared = (request.routeOptions.config as { endpoint?: { bodyLimit?: number } }).endpoint
      return reply.status(413).send(errorBody(413, bodyTooLarge(declared?.bodyLimit)))
    }
    const status =
      'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send(errorBody(500, 'Internal server error. Please try again later.'))
    }
    return reply.status(status).send(errorBody(status, error.message))
  })
}

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import { pino } from 'pino'
import { redactUrl, redactUrlsIn } from './redact-url.ts'

/** What a log line says of a request: its method and its URL with secrets redacted (ADR 0041). */
function requestFields(request: { method?: unknown; url?: unknown } | null | undefined) {
  if (request === null || typeof request !== 'object') return request
  return { method: request.method, url: typeof request.url === 'string' ? redactUrl(request.url) : undefined }
}

/**
 * Serializers for the HTTP logger (app.ts gives them to Fastify's logger, and they win over Fastify's own):
 * a `req` anyone logs is its method and redacted URL (Fastify's would log the whole URL and the address);
 * an `err`'s message and stack have the query strings they quote redacted.
 */
export const requestLogSerializers = {
  req: requestFields,
  err: (error: Error) => {
    const serialized = pino.stdSerializers.err(error) as ReturnType<typeof pino.stdSerializers.err> & {
      message?: string
      stack?: string
    }
    if (serialized === null || typeof serialized !== 'object') return serialized
    if (typeof serialized.message === 'string') serialized.message = redactUrlsIn(serialized.message)
    if (typeof serialized.stack === 'string') serialized.stack = redactUrlsIn(serialized.stack)
    return serialized
  },
}

/**
 * One log line per request, when its response is sent, instead of Fastify's two ('incoming request',
 * 'request completed'): `GET /api/user-jobs?page=0 200 12 ms`, with method, URL, status and time as fields
 * for JSON readers. The URL's query values are redacted except the harmless ones (`redact-url.ts`), in the
 * line and in the fields, here and in Fastify's other request logs. Routes registered with
 * `logLevel: 'warn'` — the web app's static files — log nothing.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return
    const responseTime = Math.round(reply.elapsedTime)
    const url = redactUrl(request.url)
    const fields = {
      req: { method: request.method, url },
      res: { statusCode: reply.statusCode },
      responseTime,
    }
    const line = `${request.method} ${url} ${reply.statusCode} ${responseTime} ms`
    if (error) reply.log.error({ ...fields, err: error }, line)
    else reply.log.info(fields, line)
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const message = redactUrlsIn(error.message)
    if (reply.statusCode >= 500) {
      reply.log.error(
        { req: requestFields(request), res: { statusCode: reply.statusCode }, err: error },
        message,
      )
    } else reply.log.info({ res: { statusCode: reply.statusCode }, err: error }, message)
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return
    request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`)
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    reply.log.warn(
      { req: requestFields(request), res: { statusCode: reply.statusCode }, err: error },
      redactUrlsIn(error.message),
    )
  }
}

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * One log line per request, when its response is sent, instead of Fastify's two ('incoming request',
 * 'request completed'): `GET /api/user-jobs 200 12 ms`, with method, URL, status and time as fields for
 * JSON readers. Routes registered with `logLevel: 'warn'` — the web app's static files — log nothing.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return
    const responseTime = Math.round(reply.elapsedTime)
    const fields = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime,
    }
    const line = `${request.method} ${request.url} ${reply.statusCode} ${responseTime} ms`
    if (error) reply.log.error({ ...fields, err: error }, line)
    else reply.log.info(fields, line)
  }
}

import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { RequestLogController, requestLogSerializers } from '../platform/http/request-log.ts'
import { areaLogger, type Logger } from '../platform/log.ts'

/** The Fastify instance: its request log and which proxies' X-Forwarded-For it believes (ADR 0041). */
export function createServer(config: Config, log: Logger): FastifyInstance {
  const { trustProxy } = config
  return Fastify({
    // Its serializers log a request's URL with its secrets redacted (ADR 0041); the child follows the area's level.
    loggerInstance: areaLogger(log, 'http').child(
      {},
      { serializers: requestLogSerializers },
    ) as FastifyBaseLogger,
    logController: new RequestLogController(),
    // A hop count trusts that many proxies nearest to the server, as Fastify does (its types omit the number).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  })
}

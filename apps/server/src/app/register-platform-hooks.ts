import type { FastifyInstance } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'
import { SESSION_COOKIE } from '../modules/auth/index.ts'
import { registerCsrfGuard } from '../platform/http/csrf.ts'
import { registerErrorHandler } from '../platform/http/errors.ts'
import { registerForwardedForCheck } from '../platform/http/forwarded-for.ts'
import { registerNoStore } from '../platform/http/no-store.ts'
import { registerApiDocs } from '../platform/http/openapi.ts'
import { requireDeclaredRoutes } from '../platform/http/route.ts'
import { validatorCompiler } from '../platform/http/validator-compiler.ts'
import { registerHttpMetrics } from '../platform/metrics/http-metrics.ts'
import { registerSecurityHeaders } from './security-headers.ts'

/** Origins a browser may send state-changing requests from. */
export function allowedOrigins(config: Config): string[] {
  const origins = [new URL(config.publicUrl).origin]
  if (!config.isProduction) {
    origins.push(
      `http://localhost:${config.port}`,
      `http://127.0.0.1:${config.port}`,
      'http://localhost:5173',
    )
  }
  return [...new Set(origins)]
}

/**
 * What every request goes through before a module sees it, in this order: the forwarded-for check, no-store,
 * declared routes only, metrics, the zod compilers, security headers, the error handler, the CSRF guard and
 * the API docs. Returns the allowed origins (the auth library checks them too).
 */
export async function registerPlatformHooks(app: FastifyInstance, config: Config): Promise<string[]> {
  if (config.trustProxy !== false) registerForwardedForCheck(app)
  registerNoStore(app)
  requireDeclaredRoutes(app)
  registerHttpMetrics(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await registerSecurityHeaders(app, config)
  registerErrorHandler(app)
  const origins = allowedOrigins(config)
  registerCsrfGuard(app, origins)
  if (config.apiDocs) {
    await registerApiDocs(app, { publicUrl: config.publicUrl, sessionCookie: SESSION_COOKIE })
  }
  return origins
}

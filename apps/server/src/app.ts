import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { registerAccountRoutes } from './modules/account/account.routes.ts'
import { registerAuthRoutes } from './modules/auth/index.ts'
import { registerSystemRoutes } from './modules/system/index.ts'
import { registerSpa } from './platform/http/spa.ts'
import type { AppDeps } from './app/app-deps.ts'
import { createServer } from './app/create-server.ts'
import { registerAdminRoutes } from './app/register-admin-routes.ts'
import { registerCallers } from './app/register-callers.ts'
import { registerPlatformHooks } from './app/register-platform-hooks.ts'
import { registerReportRoutes } from './app/register-report-routes.ts'
import { registerSettingsRoutes } from './app/register-settings-routes.ts'

export type { AppDeps } from './app/app-deps.ts'

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url))

/**
 * The HTTP application, in steps of `app/` whose order is the order of Fastify's hooks: platform hooks first,
 * then who is calling, then each module's routes, then the web app for every other path.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, queue } = deps
  const app = createServer(config, deps.log)
  const origins = await registerPlatformHooks(app, config)
  const { auth, requirePrincipal } = await registerCallers(app, deps, origins)
  registerSystemRoutes(app, { config, db })
  registerAuthRoutes(app, { auth, db, config, identifyCaller: requirePrincipal })
  registerAccountRoutes(app, { db, queue, publicUrl: config.publicUrl, adminEmails: config.adminEmails })
  registerReportRoutes(app, deps)
  await registerSettingsRoutes(app, deps)
  registerAdminRoutes(app, deps, auth)
  await registerSpa(app, webDist)
  return app
}

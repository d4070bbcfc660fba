import type { FastifyInstance } from 'fastify'
import { registerAdminUserRoutes } from '../modules/admin-users/index.ts'
import { registerAuditRoutes } from '../modules/audit/index.ts'
import type { Auth } from '../modules/auth/index.ts'
import { registerDevMailboxRoutes } from '../modules/dev-mailbox/dev-mailbox.routes.ts'
import { registerManagementRoutes } from '../modules/management/index.ts'
import { registerSftpRoutes } from '../modules/sftp/index.ts'
import type { AppDeps } from './app-deps.ts'

/** Administration and operations: users, audits, SFTP, /management, and the dev mailbox when Herald runs one. */
export function registerAdminRoutes(app: FastifyInstance, deps: AppDeps, auth: Auth): void {
  const { config, db, files, log, clock, devMailbox } = deps
  registerAdminUserRoutes(app, { db, auth, files, log, clock, adminEmails: config.adminEmails })
  registerAuditRoutes(app, { db })
  registerSftpRoutes(app, { db, files, log, clock, sftp: config.sftp })
  registerManagementRoutes(app, {
    config,
    db,
    log,
    files,
    browser: deps.browser,
    smtpUrl: config.smtpUrl ?? devMailbox?.smtpUrl ?? '',
    clock,
  })
  if (devMailbox) {
    registerDevMailboxRoutes(app, devMailbox, config.devMailbox === 'admins' ? 'admin' : 'public')
  }
}

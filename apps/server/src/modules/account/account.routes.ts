import { accountApi, accountSessionsApi, emailChangeApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { route } from '../../platform/http/route.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { cancelEmailChange } from './cancel-email-change.ts'
import { confirmEmailChange } from './confirm-email-change.ts'
import { getAccount } from './get-account.ts'
import { listAccountSessions } from './list-sessions.ts'
import { pendingEmailChange } from './pending-email-change.ts'
import { requestEmailChange } from './request-email-change.ts'
import { revokeOtherSessions, revokeSession } from './revoke-sessions.ts'
import { updateAccount } from './update-account.ts'

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: {
    db: Database
    queue: Queue
    publicUrl: string
    adminEmails: string[]
  },
): void {
  route(app, accountApi.get, async (request) => getAccount(deps, request.caller))
  route(app, accountApi.update, async (request) => updateAccount(deps, request.caller, request.body))
  route(app, emailChangeApi.pending, async (request) => pendingEmailChange(deps, request.caller))
  route(app, emailChangeApi.request, async (request) =>
    requestEmailChange(deps, request.caller, request.body),
  )
  route(app, emailChangeApi.cancel, async (request) => {
    await cancelEmailChange(deps, request.caller)
  })
  route(app, emailChangeApi.confirm, async (request) => confirmEmailChange(deps, request.body.token))
  route(app, accountSessionsApi.list, async (request) => listAccountSessions(deps, request.caller))
  route(app, accountSessionsApi.revoke, async (request) =>
    revokeSession(deps, request.caller, request.params.id),
  )
  route(app, accountSessionsApi.revokeOthers, async (request) => revokeOtherSessions(deps, request.caller))
}

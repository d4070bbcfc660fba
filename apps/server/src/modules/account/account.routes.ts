import { accountApi, accountSessionsApi, emailChangeApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { route } from '../../platform/http/route.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import type { RequirePrincipal } from '../auth/index.ts'
import { deleteEmailChange } from './account.queries.ts'
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
    requirePrincipal: RequirePrincipal
    db: Database
    queue: Queue
    publicUrl: string
    adminEmails: string[]
  },
): void {
  route(app, accountApi.get, async (request) => getAccount(deps, await deps.requirePrincipal(request)))
  route(app, accountApi.update, async (request) =>
    updateAccount(deps, await deps.requirePrincipal(request), request.body),
  )
  route(app, emailChangeApi.pending, async (request) =>
    pendingEmailChange(deps, await deps.requirePrincipal(request)),
  )
  route(app, emailChangeApi.request, async (request) =>
    requestEmailChange(deps, await deps.requirePrincipal(request), request.body),
  )
  route(app, emailChangeApi.cancel, async (request) => {
    await deleteEmailChange(deps.db, (await deps.requirePrincipal(request)).userId)
  })
  route(app, emailChangeApi.confirm, async (request) => confirmEmailChange(deps, request.body.token))
  route(app, accountSessionsApi.list, async (request) =>
    listAccountSessions(deps, await deps.requirePrincipal(request)),
  )
  route(app, accountSessionsApi.revoke, async (request) =>
    revokeSession(deps, await deps.requirePrincipal(request), request.params.id),
  )
  route(app, accountSessionsApi.revokeOthers, async (request) =>
    revokeOtherSessions(deps, await deps.requirePrincipal(request)),
  )
}

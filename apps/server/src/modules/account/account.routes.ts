import { accountApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { route } from '../../platform/http/route.ts'
import type { RequirePrincipal } from '../auth/index.ts'
import { getAccount } from './get-account.ts'
import { updateAccount } from './update-account.ts'

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { requirePrincipal: RequirePrincipal; db: Database; adminEmails: string[] },
): void {
  route(app, accountApi.get, async (request) => getAccount(deps, await deps.requirePrincipal(request)))
  route(app, accountApi.update, async (request) =>
    updateAccount(deps, await deps.requirePrincipal(request), request.body),
  )
}

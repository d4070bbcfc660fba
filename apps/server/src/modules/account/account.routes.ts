import { Account, AccountUpdateInput } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Database } from '../../db/client.ts'
import type { RequirePrincipal } from '../auth/index.ts'
import { getAccount } from './get-account.ts'
import { updateAccount } from './update-account.ts'

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { requirePrincipal: RequirePrincipal; db: Database; adminEmails: string[] },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get('/api/account', { schema: { response: { 200: Account } } }, async (request) =>
    getAccount(deps, await deps.requirePrincipal(request)),
  )
  api.post(
    '/api/account',
    { schema: { body: AccountUpdateInput, response: { 200: Account } } },
    async (request) => updateAccount(deps, await deps.requirePrincipal(request), request.body),
  )
}

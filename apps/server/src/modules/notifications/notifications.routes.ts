import { NotificationRecipients } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import type { Database } from '../../db/client.ts'
import type { RequirePrincipal } from '../auth/index.ts'
import { listRecipients, replaceRecipients } from './notifications.queries.ts'

/** `GET / POST api/notifications` (spec §7): the account's error-notification recipients. */
export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: { db: Database; requirePrincipal: RequirePrincipal },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const response = { 200: z.array(z.string()) }
  api.get('/api/notifications', { schema: { response } }, async (request) =>
    listRecipients(deps.db, (await deps.requirePrincipal(request)).userId),
  )
  api.post('/api/notifications', { schema: { body: NotificationRecipients, response } }, async (request) => {
    const { userId } = await deps.requirePrincipal(request)
    return deps.db.transaction(async (tx) => {
      await replaceRecipients(tx, userId, request.body)
      return listRecipients(tx, userId)
    })
  })
}

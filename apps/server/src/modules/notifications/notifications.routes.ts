import { notificationsApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { route } from '../../platform/http/route.ts'
import type { RequirePrincipal } from '../auth/index.ts'
import { listRecipients, replaceRecipients } from './notifications.queries.ts'

/** `GET / POST api/notifications` (spec §7): the account's error-notification recipients. */
export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: { db: Database; requirePrincipal: RequirePrincipal },
): void {
  route(app, notificationsApi.list, async (request) =>
    listRecipients(deps.db, (await deps.requirePrincipal(request)).userId),
  )
  route(app, notificationsApi.replace, async (request) => {
    const { userId } = await deps.requirePrincipal(request)
    return deps.db.transaction(async (tx) => {
      await replaceRecipients(tx, userId, request.body)
      return listRecipients(tx, userId)
    })
  })
}

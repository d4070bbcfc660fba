import { notificationsApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { route } from '../../platform/http/route.ts'
import { listNotificationRecipients } from './list-notification-recipients.ts'
import { replaceNotificationRecipients } from './replace-notification-recipients.ts'

/** `GET / POST api/notifications` (spec §7): the account's error-notification recipients. */
export function registerNotificationRoutes(app: FastifyInstance, deps: { db: Database }): void {
  route(app, notificationsApi.list, (request) => listNotificationRecipients(deps, request.caller))
  route(app, notificationsApi.replace, (request) =>
    replaceNotificationRecipients(deps, request.caller, request.body),
  )
}

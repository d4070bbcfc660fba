import { z } from 'zod/mini'
import { defineEndpoint } from '../endpoint.ts'
import { NotificationRecipients } from '../reports/notifications.ts'

/** Who hears about the account's failed runs and undelivered emails (spec §7 `api/notifications`). */
export const notificationsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: 'Error-notification recipients of the account',
    tag: 'Notifications',
    access: 'user',
    responses: { 200: z.array(z.string()) },
  }),
  replace: defineEndpoint({
    method: 'POST',
    path: '/api/notifications',
    summary: 'Replace the error-notification recipients',
    tag: 'Notifications',
    access: 'user',
    body: NotificationRecipients,
    responses: { 200: z.array(z.string()) },
  }),
}

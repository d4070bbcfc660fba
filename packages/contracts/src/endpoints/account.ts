import { z } from 'zod/mini'
import { Account, AccountUpdateInput } from '../account.ts'
import { defineEndpoint } from '../endpoint.ts'
import { NotificationRecipients } from '../reports/notifications.ts'

/** The signed-in account and who hears about its failed runs. */
export const accountApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/account',
    summary: 'The signed-in account',
    tag: 'Account',
    access: 'user',
    responses: { 200: Account },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/account',
    summary: 'Save the account settings (name, language)',
    tag: 'Account',
    access: 'user',
    body: AccountUpdateInput,
    responses: { 200: Account },
  }),
  listNotificationRecipients: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: 'Error-notification recipients of the account',
    tag: 'Account',
    access: 'user',
    responses: { 200: z.array(z.string()) },
  }),
  replaceNotificationRecipients: defineEndpoint({
    method: 'POST',
    path: '/api/notifications',
    summary: 'Replace the error-notification recipients',
    tag: 'Account',
    access: 'user',
    body: NotificationRecipients,
    responses: { 200: z.array(z.string()) },
  }),
}

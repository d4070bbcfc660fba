import { notificationMessages, notificationsApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenStore } from '../../../lib/use-mutation-then-store.ts'

const notificationsKey = ['notifications'] as const

/** Who hears about failed runs and undelivered emails (spec §7 `GET api/notifications`). */
export const notificationRecipientsQuery = queryOptions({
  queryKey: notificationsKey,
  queryFn: ({ signal }) =>
    callEndpoint(notificationsApi.list, { signal, toast: notificationMessages.loadFailed }),
})

export function saveNotificationRecipients(recipients: string[]): Promise<string[]> {
  return callEndpoint(notificationsApi.replace, {
    body: recipients,
    toast: notificationMessages.saveFailed,
  })
}

/** Replaces the whole list, says 'Notifications updated!' and keeps what the server stored. */
export function useSaveNotificationRecipients() {
  return useMutationThenStore({
    mutationFn: saveNotificationRecipients,
    store: notificationsKey,
    success: notificationMessages.saved,
  })
}

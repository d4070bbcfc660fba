import { notificationMessages } from '@herald/contracts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiFetch } from '../../../lib/api-client.ts'
import { notifySuccess } from '../../../lib/notify.ts'

const Recipients = z.array(z.string())
const notificationsKey = ['notifications'] as const

/** Who hears about failed runs and undelivered emails (spec §7 `GET api/notifications`). */
export const notificationRecipientsQuery = queryOptions({
  queryKey: notificationsKey,
  queryFn: ({ signal }) =>
    apiFetch('/api/notifications', { signal, toast: notificationMessages.loadFailed }, Recipients),
})

export function saveNotificationRecipients(recipients: string[]): Promise<string[]> {
  return apiFetch(
    '/api/notifications',
    { method: 'POST', body: recipients, toast: notificationMessages.saveFailed },
    Recipients,
  )
}

/** Replaces the whole list, says 'Notifications updated!' and keeps what the server stored. */
export function useSaveNotificationRecipients() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveNotificationRecipients,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationsKey, saved)
      notifySuccess(notificationMessages.saved)
    },
  })
}

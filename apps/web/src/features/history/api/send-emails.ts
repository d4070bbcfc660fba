import { historyApi, historyMessages, type MessageBody } from '@herald/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { historyKeys } from './history-keys.ts'

/** Queues the emails of a run's files. One key per click, so a retried request never sends twice. */
export function sendEmails(runId: number): Promise<MessageBody> {
  return callEndpoint(historyApi.sendEmails, { params: { runId }, toast: historyMessages.emailsFailed })
}

/** 'Send Emails' (spec §8): says the emails are queued, then reloads the job's history. */
export function useSendEmails(jobId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendEmails,
    onSuccess: async () => {
      notifySuccess(historyMessages.emailsQueued)
      await queryClient.invalidateQueries({ queryKey: historyKeys.job(jobId) })
    },
  })
}

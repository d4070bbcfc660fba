import { historyApi, historyMessages, type MessageBody } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenReload } from '../../../lib/use-mutation-then-reload.ts'
import { historyKeys } from './history-keys.ts'

/** Queues the emails of a run's files. One key per click, so a retried request never sends twice. */
export function sendEmails(runId: number): Promise<MessageBody> {
  return callEndpoint(historyApi.sendEmails, { params: { runId }, toast: historyMessages.emailsFailed })
}

/** 'Send Emails' (spec §8): says the emails are queued, then reloads the job's history. */
export function useSendEmails(jobId: number) {
  return useMutationThenReload({
    mutationFn: sendEmails,
    success: historyMessages.emailsQueued,
    reload: historyKeys.job(jobId),
  })
}

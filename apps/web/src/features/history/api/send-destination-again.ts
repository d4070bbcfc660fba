import { destinationsApi, type MessageBody } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenReload } from '../../../lib/use-mutation-then-reload.ts'
import { historyKeys } from './history-keys.ts'

/** 'Send again' to one destination (ADR 0048): the run's files it has not received; one key per click. */
export function sendDestinationAgain(
  jobId: number,
  runId: number,
  destinationId: number,
): Promise<MessageBody> {
  return callEndpoint(destinationsApi.sendAgain, { params: { id: jobId, runId, destinationId } })
}

export function useSendDestinationAgain(jobId: number, runId: number) {
  return useMutationThenReload({
    mutationFn: (destinationId: number) => sendDestinationAgain(jobId, runId, destinationId),
    success: (answer) => answer.message,
    reload: historyKeys.job(jobId),
  })
}

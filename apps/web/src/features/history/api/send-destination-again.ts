import { destinationsApi, type MessageBody } from '@herald/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'
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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (destinationId: number) => sendDestinationAgain(jobId, runId, destinationId),
    onSuccess: async (answer) => {
      notifySuccess(answer.message)
      await queryClient.invalidateQueries({ queryKey: historyKeys.job(jobId) })
    },
  })
}

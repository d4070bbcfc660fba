import {
  destinationsApi,
  type DestinationInput,
  type DestinationView,
  type MessageBody,
} from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { jobKeys } from './job-keys.ts'

export const destinationKeys = {
  list: (jobId: number) => [...jobKeys.all, 'destinations', jobId] as const,
}

/** The job's destinations beside email (never a token or secret). */
export function destinationsQuery(jobId: number) {
  return queryOptions({
    queryKey: destinationKeys.list(jobId),
    queryFn: ({ signal }) => callEndpoint(destinationsApi.list, { params: { id: jobId }, signal }),
  })
}

/** Adds a destination; a webhook's answer carries its signing secret, this once. The caller reports failures. */
export function addDestination(jobId: number, body: DestinationInput): Promise<DestinationView> {
  return callEndpoint(destinationsApi.create, { params: { id: jobId }, body, toast: false })
}

export function removeDestination(jobId: number, destinationId: number): Promise<unknown> {
  return callEndpoint(destinationsApi.remove, { params: { id: jobId, destinationId } })
}

/** Sends a test message now; the caller shows the service's answer (a refusal says why). */
export function testDestination(jobId: number, destinationId: number): Promise<MessageBody> {
  return callEndpoint(destinationsApi.test, { params: { id: jobId, destinationId }, toast: false })
}

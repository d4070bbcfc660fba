import { testSendApi, type TestSendAccepted, type TestSendBody } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** Sends a test of the chosen rows only to the signed-in user (or the one address typed); 202 with the run's id. */
export function sendTest(jobId: number, body: TestSendBody): Promise<TestSendAccepted> {
  return callEndpoint(testSendApi.testSend, { params: { id: jobId }, body })
}

import { defineEndpoint, errors } from '../endpoint.ts'
import { JobIdParams } from '../jobs.ts'
import { TestSendAccepted, TestSendBody } from '../reports/safe-sending.ts'

/** Safe sending (ADR 0043): a test of chosen rows, emailed only to the signed-in user or one address they type. */
export const testSendApi = {
  testSend: defineEndpoint({
    method: 'POST',
    path: '/api/user-jobs/:id/test-send',
    summary: 'Send a test of chosen rows only to yourself',
    description:
      'Renders the chosen rows (0-based indexes into the saved filter rows; default the first active row; at most 5) and emails them only to the signed-in user, or to `to`, with the subject prefixed "[Test] ". The rows’ own To, CC and BCC get nothing; the run shows in history with trigger TEST and never moves the schedule.',
    tag: 'Jobs',
    access: 'user',
    params: JobIdParams,
    body: TestSendBody,
    responses: { 202: TestSendAccepted, ...errors(400, 404) },
  }),
}

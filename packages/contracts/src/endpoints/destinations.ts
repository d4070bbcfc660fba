import { z } from 'zod/mini'
import { defineEndpoint, errors, noContent } from '../endpoint.ts'
import { MessageBody } from '../platform.ts'
import { DestinationInput, DestinationView } from '../reports/destinations.ts'
import { RecordIdParam } from '../request-input.ts'

const common = { tag: 'Jobs', access: 'user' } as const
const jobParams = z.object({ id: RecordIdParam })
const destinationParams = z.object({ id: RecordIdParam, destinationId: RecordIdParam })

/** A job's destinations beside email (ADR 0048): Slack, Microsoft Teams, signed webhooks. */
export const destinationsApi = {
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/user-jobs/:id/destinations',
    summary: 'The job’s destinations (never a token, a signed address or a secret)',
    params: jobParams,
    responses: { 200: z.array(DestinationView), ...errors(404) },
  }),
  create: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/user-jobs/:id/destinations',
    summary:
      'Add a destination: its type and settings; secrets are sealed. A webhook answers its signing secret once, as `secret`',
    params: jobParams,
    body: DestinationInput,
    responses: { 201: DestinationView, ...errors(400, 403, 404, 409) },
  }),
  remove: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/api/user-jobs/:id/destinations/:destinationId',
    summary: 'Remove a destination (deliveries already recorded stay in history)',
    params: destinationParams,
    responses: { 204: noContent, ...errors(404) },
  }),
  test: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/user-jobs/:id/destinations/:destinationId/test',
    summary: 'Send a test message to the destination now; 400 with the service’s reason when it refuses',
    params: destinationParams,
    responses: { 200: MessageBody, ...errors(400, 403, 404) },
  }),
  sendAgain: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/user-jobs/:id/runs/:runId/destinations/:destinationId/send',
    summary: 'Send the run’s files again to one destination: those not sent, failed or uncertain',
    idempotent: true,
    params: z.object({ id: RecordIdParam, runId: RecordIdParam, destinationId: RecordIdParam }),
    responses: { 200: MessageBody, ...errors(403, 404, 409) },
  }),
}

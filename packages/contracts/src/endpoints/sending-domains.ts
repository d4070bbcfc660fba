import { z } from 'zod/mini'
import { defineEndpoint, errors, noContent } from '../endpoint.ts'
import { RecordIdParam } from '../request-input.ts'
import { AddSendingDomainRequest, SendingDomain } from '../sending-domains.ts'

const common = { tag: 'Sending domains', access: 'user' } as const
const byId = { ...common, params: z.object({ id: RecordIdParam }) } as const

/**
 * The account's sending domains (spec §7 `api/ses-domains…`): each gets a DKIM key whose public half is
 * published in DNS; once found there, report emails from that domain are DKIM-signed with it.
 */
export const sendingDomainsApi = {
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/ses-domains',
    summary: 'The account’s sending domains with the DNS records to publish and their last-checked state',
    responses: { 200: z.array(SendingDomain) },
  }),
  get: defineEndpoint({
    ...byId,
    method: 'GET',
    path: '/api/ses-domains/:id',
    summary: 'One sending domain with its DNS records',
    responses: { 200: SendingDomain, ...errors(404) },
  }),
  add: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/ses-domains/verify',
    summary:
      'Add a sending domain (a new RSA-2048 DKIM key and selector) and check its records; an existing one is checked again',
    body: AddSendingDomainRequest,
    responses: { 200: SendingDomain, 201: SendingDomain, ...errors(409) },
  }),
  recheck: defineEndpoint({
    ...byId,
    method: 'PUT',
    path: '/api/ses-domains/:id/verify',
    summary: 'Look the domain’s DKIM, SPF and DMARC records up again',
    responses: { 200: SendingDomain, ...errors(404) },
  }),
  remove: defineEndpoint({
    ...byId,
    method: 'DELETE',
    path: '/api/ses-domains/:id',
    summary: 'Delete a sending domain and its key; its emails are no longer signed',
    responses: { 204: noContent, ...errors(404) },
  }),
}

import { z } from 'zod/mini'
import { defineEndpoint, errors, rawResponse } from '../endpoint.ts'
import { VerifySenderRequest, VerifySenderResult } from '../reports/sender.ts'

const html = (description: string) => rawResponse(['text/html'], description)

/** Sender verification: the check, and the page the emailed link opens. */
export const sendersApi = {
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/email/verify-email',
    summary: 'Check a From address (verified, DMARC) and optionally email it a verification link',
    tag: 'Senders',
    access: 'user',
    body: VerifySenderRequest,
    responses: { 200: VerifySenderResult, ...errors(429) },
  }),
  confirm: defineEndpoint({
    method: 'GET',
    path: '/api/email/verify-sender',
    summary: 'The page a verification link opens: marks the address verified',
    tag: 'Senders',
    access: 'public',
    query: z.object({ token: z.string().check(z.minLength(10), z.maxLength(200)) }),
    responses: { 200: html('The address is verified.'), 400: html('The link is invalid or expired.') },
  }),
}

import { z } from 'zod/mini'
import { AllowedAddress, AllowedAddressInput, ClientAddress } from '../account-security.ts'
import { defineEndpoint, errors, noContent } from '../endpoint.ts'
import { RecordIdParam } from '../request-input.ts'

const common = { tag: 'Account', access: 'user' } as const

/**
 * The account's IP allow-list (spec §7 `api/account/whitelist-ips`): when it is not empty, every request of the
 * account from another address is refused with 403.
 */
export const ipAllowListApi = {
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/account/whitelist-ips',
    summary: 'The addresses and CIDR ranges the account may be used from (empty: any address)',
    responses: { 200: z.array(AllowedAddress) },
  }),
  add: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/account/whitelist-ips',
    summary:
      'Allow an IPv4/IPv6 address or CIDR range (stored normalised); refused when it would shut out the current address',
    body: AllowedAddressInput,
    responses: { 201: AllowedAddress, ...errors(409) },
  }),
  remove: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/api/account/whitelist-ips/:id',
    summary: 'Remove an entry; refused when it would shut out the current address',
    params: z.object({ id: RecordIdParam }),
    responses: { 204: noContent, ...errors(404, 409) },
  }),
  clientAddress: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/account/client-address',
    summary: 'The address the server sees this request come from (after TRUST_PROXY)',
    responses: { 200: ClientAddress },
  }),
}

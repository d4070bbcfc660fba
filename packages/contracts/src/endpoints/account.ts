import { Account, AccountUpdateInput } from '../account.ts'
import { defineEndpoint } from '../endpoint.ts'

/** The signed-in account. */
export const accountApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/account',
    summary: 'The signed-in account',
    tag: 'Account',
    access: 'user',
    responses: { 200: Account },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/account',
    summary: 'Save the account settings (name, language)',
    tag: 'Account',
    access: 'user',
    body: AccountUpdateInput,
    responses: { 200: Account },
  }),
}

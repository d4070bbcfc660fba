import { biAuthApi, type TableauAuthConfigInput } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { nullWhenNotFound } from '../../../lib/api-error.ts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { jobKeys } from './job-keys.ts'

// Spec §8: auth-config failures are never toasted by the global handler; the form shows them.

export const authConfigKey = (jobId: number) => [...jobKeys.detail(jobId), 'auth-config'] as const

/** Who the job is linked as, or null when it is not linked (404). */
export function authConfigQuery(jobId: number) {
  return queryOptions({
    queryKey: authConfigKey(jobId),
    queryFn: ({ signal }) =>
      nullWhenNotFound(callEndpoint(biAuthApi.get, { params: { jobId }, signal, toast: false })),
  })
}

/** Herald signs in with what was typed; a refusal comes back as an error with Tableau's reason. */
export function linkTableau(jobId: number, body: TableauAuthConfigInput) {
  return callEndpoint(biAuthApi.link, { params: { jobId }, body, toast: false })
}

export async function revokeBiAccount(jobId: number): Promise<void> {
  await callEndpoint(biAuthApi.revoke, { params: { jobId }, toast: false })
}

/** Power BI: the Entra ID sign-in address for the popup (the server keeps the PKCE verifier and the state). */
export async function initiatePowerBiSignIn(jobId: number): Promise<string> {
  return (await callEndpoint(biAuthApi.initiateOAuth, { params: { jobId }, toast: false })).authUrl
}

import {
  reportConfigApi,
  sendersApi,
  type JobEmailConfigInput,
  type JobEmailConfigView,
  type VerifySenderResult,
} from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { emailStepMessages } from '../lib/email-config-error.ts'
import { jobKeys } from './job-keys.ts'

export const emailConfigKeys = {
  config: (jobId: number) => [...jobKeys.all, 'email-config', jobId] as const,
  sender: (address: string) => [...jobKeys.all, 'sender', address] as const,
}

/** Step 3's email task of a job: the saved one, or the defaults when none is saved yet. */
export function emailConfigQuery(jobId: number) {
  return queryOptions({
    queryKey: emailConfigKeys.config(jobId),
    queryFn: ({ signal }) => callEndpoint(reportConfigApi.getEmail, { query: { userJobId: jobId }, signal }),
  })
}

/** Saves step 3. The caller reports failures. */
export function saveEmailConfig(jobId: number, config: JobEmailConfigInput): Promise<JobEmailConfigView> {
  return callEndpoint(reportConfigApi.saveEmail, { query: { userJobId: jobId }, body: config, toast: false })
}

/** Emails a verification link to `address`; the address is verified once the link is opened. */
export function sendSenderVerification(address: string): Promise<VerifySenderResult> {
  return callEndpoint(sendersApi.verify, {
    body: { email: address, sendVerificationEmail: true },
    toast: emailStepMessages.verifyFailed,
  })
}

/** Reads whether `address` is verified and DMARC-compliant, sending nothing. Failures stay quiet (spec §4). */
export function senderStatusQuery(address: string) {
  return queryOptions({
    queryKey: emailConfigKeys.sender(address),
    queryFn: ({ signal }) =>
      callEndpoint(sendersApi.verify, {
        body: { email: address, sendVerificationEmail: false },
        toast: false,
        signal,
      }),
    retry: false,
  })
}

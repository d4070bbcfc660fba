import { defineEndpoint, errors, noContent } from '../endpoint.ts'
import { JobIdParams, UserJob } from '../jobs.ts'
import {
  RefreshSettingsInput,
  SampleRefreshResult,
  TriggerHeaders,
  TriggerRunResult,
  TriggerTokenParams,
  TriggerUrlResult,
} from '../refresh-triggers.ts'

/** The trigger URL and the sample source's refresh (ADR 0044). */
export const refreshTriggersApi = {
  saveRefreshSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/user-jobs/:id/refresh-settings',
    summary:
      'Save when the job runs besides its schedule: after each refresh of its data, its window and limit',
    description:
      'Absent fields keep their values. Turning runAfterRefresh on tracks refreshes from now on (earlier ones never start a run).',
    tag: 'Jobs',
    access: 'user',
    params: JobIdParams,
    body: RefreshSettingsInput,
    responses: { 200: UserJob, ...errors(404) },
  }),
  createTrigger: defineEndpoint({
    method: 'POST',
    path: '/api/user-jobs/:id/trigger',
    summary: 'Create or regenerate the job’s trigger URL (shown once)',
    description:
      'Answers the secret URL and its token once; Herald keeps only a hash. Regenerating revokes the previous URL.',
    tag: 'Jobs',
    access: 'user',
    params: JobIdParams,
    responses: { 201: TriggerUrlResult, ...errors(404) },
  }),
  revokeTrigger: defineEndpoint({
    method: 'DELETE',
    path: '/api/user-jobs/:id/trigger',
    summary: 'Revoke the job’s trigger URL',
    tag: 'Jobs',
    access: 'user',
    params: JobIdParams,
    responses: { 204: noContent, ...errors(404) },
  }),
  fireTrigger: defineEndpoint({
    method: 'POST',
    path: '/api/triggers/:token',
    summary: 'Start a run of the job whose trigger URL this is (no session, no key)',
    description:
      'For an ETL pipeline’s last step. One run per Idempotency-Key (a repeated key answers the same run). 404 for an unknown or revoked token, 409 when the job is paused or still running, 429 when called too often.',
    tag: 'Jobs',
    access: 'public',
    params: TriggerTokenParams,
    headers: TriggerHeaders,
    responses: { 202: TriggerRunResult, ...errors(404, 409, 429) },
  }),
  refreshSample: defineEndpoint({
    method: 'POST',
    path: '/api/sample/refresh',
    summary: 'Record a completed refresh of the sample data and start the jobs waiting for it',
    tag: 'Jobs',
    access: 'user',
    responses: { 200: SampleRefreshResult },
  }),
}

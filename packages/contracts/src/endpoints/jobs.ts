import { z } from 'zod/mini'
import { defineEndpoint, errors, noContent } from '../endpoint.ts'
import { JobIdParams, JobListQuery, RunNowResult, UserJob, UserJobInput, UserJobUpdate } from '../jobs.ts'

const byId = { params: JobIdParams, tag: 'Jobs', access: 'user' } as const

/** Spec §7 job rows; the state-changing calls the spec makes with GET are POST (DESIGN.md §8.1). */
export const jobsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/user-jobs',
    summary: 'One page of the account’s jobs, sorted and searched; the total is in x-total-count',
    tag: 'Jobs',
    access: 'user',
    query: JobListQuery,
    responses: { 200: z.array(UserJob) },
  }),
  get: defineEndpoint({
    ...byId,
    method: 'GET',
    path: '/api/user-jobs/:id',
    summary: 'One job',
    responses: { 200: UserJob, ...errors(404) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/user-jobs',
    summary: 'Create a job (PROVISIONING, first run 15 minutes later)',
    tag: 'Jobs',
    access: 'user',
    idempotent: true,
    body: UserJobInput,
    responses: { 201: UserJob },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/user-jobs',
    summary: 'Save a job’s name and schedule',
    tag: 'Jobs',
    access: 'user',
    body: UserJobUpdate,
    responses: { 200: UserJob, ...errors(404) },
  }),
  remove: defineEndpoint({
    ...byId,
    method: 'DELETE',
    path: '/api/user-jobs/:id',
    summary: 'Delete a job with its runs and files',
    responses: { 204: noContent, ...errors(404) },
  }),
  clone: defineEndpoint({
    ...byId,
    method: 'POST',
    path: '/api/user-jobs/clone/:id',
    summary: 'Copy a job with its report and email tasks; the copy starts paused',
    description:
      'The copy’s recipients are the original’s until someone reviews them, so it is paused until activated.',
    responses: { 201: UserJob, ...errors(404) },
  }),
  activate: defineEndpoint({
    ...byId,
    method: 'POST',
    path: '/api/user-jobs/activate/:id',
    summary: 'Activate a job',
    responses: { 200: UserJob, ...errors(404) },
  }),
  pause: defineEndpoint({
    ...byId,
    method: 'POST',
    path: '/api/user-jobs/pause/:id',
    summary: 'Pause a job',
    responses: { 200: UserJob, ...errors(404) },
  }),
  runNow: defineEndpoint({
    ...byId,
    method: 'POST',
    path: '/api/user-jobs/run/:id',
    summary: 'Queue a run now',
    description:
      'Refused for an expired trial (403), a paused job or one with a run still active (409). A run by hand before the job’s first scheduled run (15 minutes after creation) takes its place: the first run does not happen and the next run moves to the schedule’s next time (`firstRunReplaced`, `nextRun`).',
    idempotent: true,
    responses: { 202: RunNowResult, ...errors(404) },
  }),
  stop: defineEndpoint({
    ...byId,
    method: 'POST',
    path: '/api/user-jobs/stop/:id',
    summary: 'Cancel the job’s queued and running runs',
    responses: { 200: z.object({ cancelled: z.number() }), ...errors(404) },
  }),
}

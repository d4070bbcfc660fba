import { randomUUID } from 'node:crypto'
import {
  JobIdParams,
  JobListQuery,
  JobRunView,
  UserJob,
  UserJobInput,
  UserJobUpdate,
} from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import type { RequirePrincipal } from '../auth/index.ts'
import { cloneJob } from './clone-job.ts'
import { createJob } from './create-job.ts'
import { deleteJob } from './delete-job.ts'
import { getJob } from './get-job.ts'
import type { JobDeps } from './job-deps.ts'
import { listJobs } from './list-jobs.ts'
import { runJobNow } from './run-job-now.ts'
import { setJobActive } from './set-job-active.ts'
import { stopJobRuns } from './stop-job-runs.ts'
import { updateJob } from './update-job.ts'

const IdempotencyKey = z.optional(z.string().check(z.minLength(8), z.maxLength(200)))

/** Spec §7 job rows; the state-changing calls the spec makes with GET are POST (DESIGN.md §8.1). */
export function registerJobRoutes(
  app: FastifyInstance,
  deps: JobDeps & { requirePrincipal: RequirePrincipal },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const who = deps.requirePrincipal
  const byId = { params: JobIdParams }

  api.get(
    '/api/user-jobs',
    { schema: { querystring: JobListQuery, response: { 200: z.array(UserJob) } } },
    async (request, reply) => {
      const { jobs, total } = await listJobs(deps, await who(request), request.query)
      return reply.header('x-total-count', String(total)).send(jobs)
    },
  )
  api.get('/api/user-jobs/:id', { schema: { ...byId, response: { 200: UserJob } } }, async (request) =>
    getJob(deps, await who(request), request.params.id),
  )
  api.post(
    '/api/user-jobs',
    { schema: { body: UserJobInput, response: { 201: UserJob } } },
    async (request, reply) => reply.status(201).send(await createJob(deps, await who(request), request.body)),
  )
  api.put(
    '/api/user-jobs',
    { schema: { body: UserJobUpdate, response: { 200: UserJob } } },
    async (request) => updateJob(deps, await who(request), request.body),
  )
  api.delete('/api/user-jobs/:id', { schema: byId }, async (request, reply) => {
    await deleteJob(deps, await who(request), request.params.id)
    return reply.status(204).send()
  })
  api.post(
    '/api/user-jobs/clone/:id',
    { schema: { ...byId, response: { 201: UserJob } } },
    async (request, reply) =>
      reply.status(201).send(await cloneJob(deps, await who(request), request.params.id)),
  )
  api.post(
    '/api/user-jobs/activate/:id',
    { schema: { ...byId, response: { 200: UserJob } } },
    async (request) => setJobActive(deps, await who(request), request.params.id, true),
  )
  api.post('/api/user-jobs/pause/:id', { schema: { ...byId, response: { 200: UserJob } } }, async (request) =>
    setJobActive(deps, await who(request), request.params.id, false),
  )
  api.post(
    '/api/user-jobs/run/:id',
    {
      schema: {
        ...byId,
        headers: z.object({ 'idempotency-key': IdempotencyKey }),
        response: { 202: JobRunView },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'] ?? randomUUID()
      return reply.status(202).send(await runJobNow(deps, await who(request), request.params.id, key))
    },
  )
  api.post(
    '/api/user-jobs/stop/:id',
    { schema: { ...byId, response: { 200: z.object({ cancelled: z.number() }) } } },
    async (request) => stopJobRuns(deps, await who(request), request.params.id),
  )
}

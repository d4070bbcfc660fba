import { randomUUID } from 'node:crypto'
import { IDEMPOTENCY_HEADER, jobsApi, testSendApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { Connectors } from '../../connectors/registry.ts'
import { route } from '../../platform/http/route.ts'
import { cloneJob } from './clone-job.ts'
import { createJob } from './create-job.ts'
import { deleteJob } from './delete-job.ts'
import { getJob } from './get-job.ts'
import type { JobDeps } from './job-deps.ts'
import type { Logger } from '../../platform/log.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'
import { listJobs } from './list-jobs.ts'
import { runJobNow } from './run-job-now.ts'
import { sendTest } from './send-test.ts'
import { setJobActive } from './set-job-active.ts'
import { stopJobRuns } from './stop-job-runs.ts'
import { updateJob } from './update-job.ts'
import { registerRefreshTriggerRoutes } from './refresh-triggers/refresh-triggers.routes.ts'
import { registerCalendarRoutes } from './calendar/calendar.routes.ts'

/** Spec §7 job rows; the state-changing calls the spec makes with GET are POST (DESIGN.md §8.1). */
export function registerJobRoutes(
  app: FastifyInstance,
  deps: JobDeps & {
    files: FileStore
    log: Logger
    connectors: Connectors
    publicUrl: string
  },
): void {
  registerRefreshTriggerRoutes(app, deps)
  registerCalendarRoutes(app, deps)

  route(app, jobsApi.list, async (request, reply) => {
    const { jobs, total } = await listJobs(deps, request.caller, request.query)
    return reply.header('x-total-count', String(total)).send(jobs)
  })
  route(app, jobsApi.get, async (request) => getJob(deps, request.caller, request.params.id))
  route(app, jobsApi.create, async (request) => createJob(deps, request.caller, request.body))
  route(app, jobsApi.update, async (request) => updateJob(deps, request.caller, request.body))
  route(app, jobsApi.remove, async (request) => {
    await deleteJob(deps, request.caller, request.params.id)
  })
  route(app, jobsApi.clone, async (request) => cloneJob(deps, request.caller, request.params.id))
  route(app, jobsApi.activate, async (request) => setJobActive(deps, request.caller, request.params.id, true))
  route(app, jobsApi.pause, async (request) => setJobActive(deps, request.caller, request.params.id, false))
  route(app, jobsApi.runNow, async (request) => {
    const key = request.headers[IDEMPOTENCY_HEADER]
    return runJobNow(deps, request.caller, request.params.id, typeof key === 'string' ? key : randomUUID())
  })
  route(app, jobsApi.stop, async (request) => stopJobRuns(deps, request.caller, request.params.id))
  route(app, testSendApi.testSend, async (request) =>
    sendTest(deps, request.caller, request.params.id, request.body),
  )
}

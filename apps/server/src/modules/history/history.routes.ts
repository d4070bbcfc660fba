import { ExecutionFile, HistoryQuery, JobExecutionPage, MessageBody, RecordIdParam } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { sendFromHistory } from '../delivery/index.ts'
import type { HistoryDeps } from './history-deps.ts'
import { downloadFile } from './download-file.ts'
import { listRunFilesOf, pageExecutions } from './list-executions.ts'

const id = RecordIdParam

/** Job History (spec §2, §7): executions paged on the server, their files, downloads and "Send Emails". */
export function registerHistoryRoutes(app: FastifyInstance, deps: HistoryDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const who = deps.requirePrincipal

  api.get(
    '/api/user-jobs/user-job-executions/:jobId',
    {
      schema: {
        params: z.object({ jobId: id }),
        querystring: HistoryQuery,
        response: { 200: JobExecutionPage },
      },
    },
    async (request, reply) => {
      const { page, total } = await pageExecutions(
        deps,
        await who(request),
        request.params.jobId,
        request.query,
      )
      return reply.header('x-total-count', String(total)).send(page)
    },
  )
  api.get(
    '/api/user-jobs/user-job-executions/:jobId/runs/:runId/files',
    { schema: { params: z.object({ jobId: id, runId: id }), response: { 200: z.array(ExecutionFile) } } },
    async (request) => listRunFilesOf(deps, await who(request), request.params.jobId, request.params.runId),
  )
  api.post(
    '/api/email/jobExecution/:runId',
    { schema: { params: z.object({ runId: id }), response: { 200: MessageBody } } },
    async (request) => sendFromHistory(deps, await who(request), request.params.runId),
  )
  api.get(
    '/api/files/:fileId/:kind',
    { schema: { params: z.object({ fileId: id, kind: z.enum(['pdf', 'pptx', 'xlsx']) }) } },
    async (request, reply) =>
      downloadFile(deps, await who(request), request.params.fileId, request.params.kind, reply),
  )
}

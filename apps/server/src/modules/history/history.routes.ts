import { historyApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import { sendFromHistory } from '../delivery/index.ts'
import type { HistoryDeps } from './history-deps.ts'
import { downloadFile } from './download-file.ts'
import { listRunFilesOf, pageExecutions } from './list-executions.ts'

/** Job History (spec §2, §7): executions paged on the server, their files, downloads and "Send Emails". */
export function registerHistoryRoutes(app: FastifyInstance, deps: HistoryDeps): void {
  route(app, historyApi.listExecutions, async (request, reply) => {
    const { page, total } = await pageExecutions(deps, request.caller, request.params.jobId, request.query)
    return reply.header('x-total-count', String(total)).send(page)
  })
  route(app, historyApi.listRunFiles, async (request) =>
    listRunFilesOf(deps, request.caller, request.params.jobId, request.params.runId),
  )
  route(app, historyApi.sendEmails, async (request) =>
    sendFromHistory(deps, request.caller, request.params.runId),
  )
  route(app, historyApi.downloadFile, async (request, reply) =>
    downloadFile(deps, request.caller, request.params.fileId, request.params.kind, reply),
  )
}

import { z } from 'zod/mini'
import { defineEndpoint, errors, rawResponse } from '../endpoint.ts'
import { MessageBody } from '../platform.ts'
import { RecordIdParam } from '../request-input.ts'
import { ExecutionFile, HistoryQuery, JobExecutionPage } from '../reports/history.ts'

const id = RecordIdParam
export const FILE_KINDS = ['pdf', 'pptx', 'xlsx'] as const

/** Job History (spec §2, §7): runs paged on the server, their files, downloads and "Send Emails". */
export const historyApi = {
  listExecutions: defineEndpoint({
    method: 'GET',
    path: '/api/user-jobs/user-job-executions/:jobId',
    summary: 'One page of a job’s runs, newest first; the total is in x-total-count',
    tag: 'History',
    access: 'user',
    params: z.object({ jobId: id }),
    query: HistoryQuery,
    responses: { 200: JobExecutionPage, ...errors(404) },
  }),
  listRunFiles: defineEndpoint({
    method: 'GET',
    path: '/api/user-jobs/user-job-executions/:jobId/runs/:runId/files',
    summary: 'The files of one run with their recipients and email status',
    tag: 'History',
    access: 'user',
    params: z.object({ jobId: id, runId: id }),
    responses: { 200: z.array(ExecutionFile), ...errors(404) },
  }),
  sendEmails: defineEndpoint({
    method: 'POST',
    path: '/api/email/jobExecution/:runId',
    summary: 'Email the run’s files that were not sent or whose email failed (within 5 days)',
    tag: 'History',
    access: 'user',
    idempotent: true,
    params: z.object({ runId: id }),
    responses: { 200: MessageBody, ...errors(404) },
  }),
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/api/files/:fileId/:kind',
    summary: 'Download a generated file',
    tag: 'History',
    access: 'user',
    params: z.object({ fileId: id, kind: z.enum(FILE_KINDS) }),
    responses: {
      200: rawResponse(
        [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ],
        'The file, as an attachment.',
      ),
      ...errors(404, 410),
    },
  }),
}

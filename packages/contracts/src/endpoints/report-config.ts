import { z } from 'zod/mini'
import { defineEndpoint, errors, rawResponse } from '../endpoint.ts'
import { AutomatedFilterConfig } from '../reports/bi-listings.ts'
import { DeliveryPlan, PREVIEW_ROW_PER_MINUTE, PreviewRowBody } from '../reports/delivery-plan.ts'
import { JobEmailConfig, JobEmailConfigView } from '../reports/email-config.ts'
import { FilterRowView } from '../reports/filter-rows.ts'
import { ReportJobConf, ReportJobConfView, UserJobIdQuery } from '../reports/report-task.ts'
import { RecordIdParam } from '../request-input.ts'

const jobParams = z.object({ jobId: RecordIdParam })
const idParams = z.object({ id: RecordIdParam })
const common = { tag: 'Report configuration', access: 'user' } as const

/**
 * The save's body limit, sized for the schema's 10,000 filter rows (ADR 0042): a full row — filter name and
 * value, a To, CC and BCC of several addresses each, JSON keys — is about 1.5 KB, so 10,000 of them fit
 * in 16 MiB with room to spare; the server's default 1 MiB held about 2,000 realistic rows.
 */
export const REPORT_CONF_BODY_LIMIT = 16 * 1024 * 1024

/** Wizard steps 2 and 3 (spec §7): the report task, the email task and the automated filters. */
export const reportConfigApi = {
  getReport: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/report-job-conf',
    summary: 'The job’s report task with its filter rows (404 before its first save)',
    query: UserJobIdQuery,
    responses: { 200: ReportJobConfView, ...errors(404) },
  }),
  saveReport: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/report-job-conf',
    summary: 'Save the job’s report task with its filter rows',
    description: `Up to 10,000 filter rows; the body may be up to ${REPORT_CONF_BODY_LIMIT / 1024 / 1024} MiB (413 beyond).`,
    query: UserJobIdQuery,
    body: ReportJobConf,
    bodyLimit: REPORT_CONF_BODY_LIMIT,
    responses: { 200: ReportJobConfView, ...errors(404) },
  }),
  getEmail: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/job-email-config',
    summary: 'The job’s email task, or the defaults before its first save',
    query: UserJobIdQuery,
    responses: { 200: JobEmailConfigView, ...errors(404) },
  }),
  saveEmail: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/job-email-config',
    summary: 'Save the job’s email task',
    query: UserJobIdQuery,
    body: JobEmailConfig,
    responses: { 200: JobEmailConfigView, ...errors(404) },
  }),
  getAutomatedFilters: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/automated-filters/:jobId',
    summary: 'The job’s Automated Input settings, null when it has none (404: no such job of yours)',
    params: jobParams,
    responses: { 200: z.nullable(AutomatedFilterConfig), ...errors(404) },
  }),
  saveAutomatedFilters: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/automated-filters',
    summary: 'Save the job’s Automated Input settings',
    body: AutomatedFilterConfig,
    responses: { 200: AutomatedFilterConfig, ...errors(404) },
  }),
  previewAutomatedRows: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/automated-filters/:jobId/preview',
    summary: 'The filter rows Automated Input would burst now, read from the BI tool',
    params: jobParams,
    responses: { 200: z.array(FilterRowView), ...errors(404) },
  }),
  deliveryPlan: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/user-jobs/:id/delivery-plan',
    summary:
      'Who gets what: each active row’s file name, format and recipients, the totals and an estimated duration',
    description:
      'Lists the first 200 active rows (`files` and `emails` count them all); the file names are those of the job’s next run. The estimate comes from this job’s last runs, or from a rendering rate when it never ran.',
    params: idParams,
    responses: { 200: DeliveryPlan, ...errors(404) },
  }),
  previewRow: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/user-jobs/:id/preview-row',
    summary: 'Render one row’s file now and answer it: no email, no history, nothing stored',
    description: `The job’s report, pages, canvas and format with the row’s filter (saved or just typed). At most ${PREVIEW_ROW_PER_MINUTE} a minute per account (429). A BI tool’s refusal is a 400 with its reason.`,
    params: idParams,
    body: PreviewRowBody,
    responses: {
      200: rawResponse(
        ['application/pdf', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
        'The row’s file, inline (PDF) or as an attachment (PPTX).',
      ),
      ...errors(404, 429),
    },
  }),
}

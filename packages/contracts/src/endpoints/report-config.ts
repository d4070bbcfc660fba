import { z } from 'zod/mini'
import { defineEndpoint, errors } from '../endpoint.ts'
import { AutomatedFilterConfig } from '../reports/bi-listings.ts'
import { JobEmailConfig, JobEmailConfigView } from '../reports/email-config.ts'
import { FilterRowView } from '../reports/filter-rows.ts'
import { ReportJobConf, ReportJobConfView, UserJobIdQuery } from '../reports/report-task.ts'
import { RecordIdParam } from '../request-input.ts'

const jobParams = z.object({ jobId: RecordIdParam })
const common = { tag: 'Report configuration', access: 'user' } as const

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
    query: UserJobIdQuery,
    body: ReportJobConf,
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
    summary: 'The job’s Automated Input settings (404 when it has none)',
    params: jobParams,
    responses: { 200: AutomatedFilterConfig, ...errors(404) },
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
}

import { defineEndpoint, errors } from '../endpoint.ts'
import { AccountHolidays, AccountHolidaysInput, NextRunsQuery, NextRunsResult } from '../job-calendar.ts'
import { JobIdParams } from '../jobs.ts'

/** Calendar rules (ADR 0045): a job's next runs and the account's holiday list. */
export const calendarApi = {
  nextRuns: defineEndpoint({
    method: 'GET',
    path: '/api/user-jobs/:id/next-runs',
    summary: 'The job’s next runs (count 1-20, default 5) as ISO instants, as step 1 previews them',
    description:
      'Holidays of the account, the working-days rule and the end date are applied; an empty list means the job has no run left.',
    tag: 'Jobs',
    access: 'user',
    params: JobIdParams,
    query: NextRunsQuery,
    responses: { 200: NextRunsResult, ...errors(404) },
  }),
  holidays: defineEndpoint({
    method: 'GET',
    path: '/api/account/holidays',
    summary: 'The account’s holidays, oldest first (used by jobs that run on working days only)',
    tag: 'Account',
    access: 'user',
    responses: { 200: AccountHolidays },
  }),
  saveHolidays: defineEndpoint({
    method: 'PUT',
    path: '/api/account/holidays',
    summary: 'Replace the account’s holiday list; the next run of its working-day jobs moves with it',
    tag: 'Account',
    access: 'user',
    body: AccountHolidaysInput,
    responses: { 200: AccountHolidays },
  }),
}

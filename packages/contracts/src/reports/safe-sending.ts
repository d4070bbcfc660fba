import { z } from 'zod/mini'
import { emailProblem } from './email-address.ts'

/**
 * Safe sending (ADR 0043): skipping a row whose report has no data, and a test send that goes only to the
 * signed-in user. The texts history, Job Summary, the notices and the API say.
 */
export const MAX_TEST_ROWS = 5
export const TEST_SUBJECT_PREFIX = '[Test] '

export const safeSendingMessages = {
  /** The reason history shows on a SKIPPED file. */
  noData: (filterName: string, filterValue: string) =>
    filterName.trim() === ''
      ? 'No data in the report: nothing was sent.'
      : `No data for ${filterName.trim()} = ${filterValue.trim()}: nothing was sent.`,
  skipOption: 'Don’t send a row whose report has no data',
  skipHelp:
    'Before rendering, Herald asks the BI tool whether the row’s filter leaves any data. A row without data gets no file and no email; history shows it as SKIPPED.',
  testRun: 'Test run',
  testRunExplained: (to: string) =>
    `Test run: sent only to ${to}. The rows’ own recipients got nothing and the schedule did not move.`,
  testQueued: (to: string) => `Test queued: the email goes only to ${to}.`,
  tooManyRows: `Choose at most ${MAX_TEST_ROWS} rows for a test.`,
  duplicateRow: 'Each row can be chosen once.',
  noSuchRow: (index: number, count: number) =>
    count === 0
      ? `Row ${index + 1} does not exist: the job has no filter rows.`
      : `Row ${index + 1} does not exist: the job has ${count} filter row${count === 1 ? '' : 's'}.`,
  noActiveRow: 'The job has no active filter row to test. Choose a row or add one in step 2.',
  notConfigured: 'Report is not configured. Open the job and complete step 2.',
  oneAddress: 'Enter one email address for the test.',
  skipped: (count: number) => `Skipped: ${count}`,
} as const

/** `POST /api/user-jobs/{id}/test-send`: rows are 0-based indexes into the saved filter rows (default: the first active). */
export const TestSendBody = z.object({
  rows: z.optional(
    z.array(z.number().check(z.int(), z.minimum(0), z.maximum(9_999))).check(
      z.minLength(1, 'Choose at least one row.'),
      z.maxLength(MAX_TEST_ROWS, safeSendingMessages.tooManyRows),
      z.refine((rows) => new Set(rows).size === rows.length, safeSendingMessages.duplicateRow),
    ),
  ),
  to: z.optional(
    z.string().check(
      z.trim(),
      z.refine(
        (to) => to !== '' && !/[;,\s]/.test(to) && emailProblem('To', to) === undefined,
        safeSendingMessages.oneAddress,
      ),
    ),
  ),
})
export type TestSendBody = z.infer<typeof TestSendBody>

export const TestSendAccepted = z.object({ runId: z.number() })
export type TestSendAccepted = z.infer<typeof TestSendAccepted>

import { firstProblems, MAX_FILTER_ROWS } from '@herald/contracts'
import type { UploadKind } from './upload-kind.ts'

const count = (n: number) => n.toLocaleString('en-US')

/** Spec §5 / §8 upload texts. Only the web app reads files, so they live here. */
export const uploadMessages = {
  wrongType: 'Please upload a CSV, TSV, or Excel file',
  failedHeading: (kind: UploadKind, count: number) =>
    `Upload failed! Found ${count} validation error(s) in ${kind} file:`,
  fixThem: 'Please fix these errors and try uploading again.',
  /** One line per problem (the first 10, then 'and N more errors'). */
  failed: (kind: UploadKind, problems: readonly string[]) =>
    [
      uploadMessages.failedHeading(kind, problems.length),
      ...firstProblems(problems),
      uploadMessages.fixThem,
    ].join('\n'),
  uploaded: (count: number, kind: UploadKind) => `Successfully uploaded ${count} row(s) from ${kind} file.`,
  parseError: (kind: UploadKind) => `Error parsing ${kind} file. Please make sure it's a valid ${kind} file.`,
  /** Rows, but none with a filter name or a To email. */
  noData: (kind: UploadKind) => `No valid data found in ${kind} file.`,
  /** Nothing below the header (ADR 0053). */
  empty: 'This file has no rows.',
  /** Beside the upload button, before a file is chosen. */
  limit: `Up to ${count(MAX_FILTER_ROWS)} rows`,
  tooMany: (rows: number) =>
    `This file has ${count(rows)} rows; a job takes at most ${count(MAX_FILTER_ROWS)}.`,
  /** Appending a file to the rows already in the grid. */
  tooManyWithGrid: (rows: number, inGrid: number) =>
    `This file has ${count(rows)} rows and the grid ${count(inGrid)}; a job takes at most ${count(MAX_FILTER_ROWS)}.`,
} as const

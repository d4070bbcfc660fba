import { firstProblems } from '@herald/contracts'
import type { UploadKind } from './upload-kind.ts'

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
  noData: (kind: UploadKind) => `No valid data found in ${kind} file.`,
} as const

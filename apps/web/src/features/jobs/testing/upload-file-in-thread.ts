import { parseUpload } from '../lib/parse-upload.ts'
import type { UploadOutcome } from '../lib/upload-rows.ts'

/**
 * `lib/upload-file.ts` in the web tests (apps/web/vitest.config.ts): jsdom has no Web Worker, so an upload is
 * parsed on the test's thread with the worker's own function.
 */
export async function parseUploadFile(file: File): Promise<UploadOutcome> {
  return parseUpload(file.name, await file.arrayBuffer())
}

import { parseUpload } from './parse-upload.ts'
import type { UploadOutcome } from './upload-rows.ts'

export interface UploadRequest {
  name: string
  buffer: ArrayBuffer
}

interface UploadWorkerScope {
  onmessage: ((event: MessageEvent<UploadRequest>) => void) | null
  postMessage: (outcome: UploadOutcome) => void
}

/** Parses and checks an uploaded file off the main thread; a throw reaches the page as an error event. */
const scope = self as unknown as UploadWorkerScope
scope.onmessage = ({ data }) => scope.postMessage(parseUpload(data.name, data.buffer))

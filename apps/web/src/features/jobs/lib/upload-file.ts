import type { UploadRequest } from './parse-upload.worker.ts'
import { uploadKind } from './upload-kind.ts'
import { uploadMessages } from './upload-messages.ts'
import type { UploadOutcome } from './upload-rows.ts'

/** Parses an uploaded file in a Web Worker, so a 10,000-row sheet never freezes the page. Never rejects. */
export async function parseUploadFile(file: File): Promise<UploadOutcome> {
  const kind = uploadKind(file.name)
  if (!kind) return { ok: false, message: uploadMessages.wrongType }
  const unreadable: UploadOutcome = { ok: false, message: uploadMessages.parseError(kind) }
  try {
    const buffer = await file.arrayBuffer()
    const worker = new Worker(new URL('./parse-upload.worker.ts', import.meta.url), { type: 'module' })
    return await new Promise<UploadOutcome>((resolve) => {
      const finish = (outcome: UploadOutcome) => {
        worker.terminate()
        resolve(outcome)
      }
      worker.onmessage = (event: MessageEvent<UploadOutcome>) => finish(event.data)
      worker.onerror = () => finish(unreadable)
      const request: UploadRequest = { name: file.name, buffer }
      worker.postMessage(request, [buffer])
    })
  } catch {
    return unreadable
  }
}

import { z } from 'zod'
import { defineJob } from '../../platform/queue/define-job.ts'

/**
 * Renders one file of a run (one filter row). Idempotent: a file already finished is left alone. A
 * file whose worker died is rendered again 2–4 s after its death is noticed, then with backoff.
 */
export const renderFileJob = defineJob({
  name: 'reports.render-file',
  payload: z.object({ fileId: z.number().int().positive() }),
  options: { retryLimit: 4, retryDelay: 2 },
})

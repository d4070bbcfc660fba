import { z } from 'zod'
import { defineJob } from '../../platform/queue/define-job.ts'

/** Executes one job run (QUEUED → RUNNING → SUCCESS | FAILED). */
export const executeRunJob = defineJob({
  name: 'jobs.execute-run',
  payload: z.object({ runId: z.number().int().positive() }),
  options: { retryLimit: 3 },
})

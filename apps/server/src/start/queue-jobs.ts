import { deliverDestinationJob, deliverEmailJob } from '../modules/delivery/index.ts'
import { sendEmailJob } from '../modules/mail/index.ts'
import { executeRunJob, renderFileJob } from '../modules/reports/index.ts'

/**
 * Every queue job Herald runs, in one list (ADR 0056): `startQueue` creates each one's pg-boss queue with its
 * retry policy, and the worker role starts each one's worker, in this order. A new job is defined next to its
 * handler with `defineJob` and added here.
 */
export const queueJobs = [
  sendEmailJob,
  executeRunJob,
  renderFileJob,
  deliverEmailJob,
  deliverDestinationJob,
] as const

export type QueueJobs = typeof queueJobs

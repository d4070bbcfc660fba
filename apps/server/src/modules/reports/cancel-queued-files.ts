import type { Executor } from '../../db/client.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { closeFilesOfCancelledRuns } from './files.queries.ts'
import { renderFileJob } from './render-file.ts'

/**
 * Part of stopping a job's runs, in the caller's transaction once the runs are CANCELLED: the files no
 * worker has taken yet fail as cancelled, and their render jobs leave the queue — two statements
 * whatever the run's size (ADR 0039), instead of each queued job being fetched by a render slot only to
 * find its run cancelled. Renders under way finish as before. Returns how many files were closed.
 */
export async function cancelQueuedFiles(
  tx: Executor,
  deps: { queue: Queue; clock: () => Date },
  jobId: number,
): Promise<number> {
  const fileIds = await closeFilesOfCancelledRuns(tx, jobId, deps.clock())
  await deps.queue.cancelWaiting(renderFileJob, 'fileId', fileIds, { tx })
  return fileIds.length
}

import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { runFiles } from '../../db/schema/index.ts'

/** RUNNING → SKIPPED with the reason (no data under the row's filter); false when the file was closed meanwhile. */
export async function markFileSkipped(
  tx: Executor,
  fileId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const done = await tx
    .update(runFiles)
    .set({ status: 'SKIPPED', error: reason, finishedAt: now })
    .where(and(eq(runFiles.id, fileId), eq(runFiles.status, 'RUNNING')))
    .returning({ id: runFiles.id })
  return done.length > 0
}

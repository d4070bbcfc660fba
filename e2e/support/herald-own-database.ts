import { createTestDatabase } from '../../apps/server/test/scratch-database.ts'
import { startHeraldProcess, type HeraldProcess } from './herald-process.ts'

/**
 * Herald in its own process on a database of its own next to the run's, dropped when it stops: journeys run side
 * by side, and no other file's worker takes this file's runs (or mails them to another SMTP server).
 */
export async function startHeraldOnOwnDatabase(
  env: Record<string, string>,
  startTimeoutMs?: number,
): Promise<HeraldProcess> {
  const database = await createTestDatabase('herald_e2e')
  const herald = await startHeraldProcess({ DATABASE_URL: database.url, ...env }, startTimeoutMs).catch(
    async (error: unknown) => {
      await database.drop()
      throw error
    },
  )
  return {
    ...herald,
    stop: async () => {
      await herald.stop()
      await database.drop()
    },
  }
}

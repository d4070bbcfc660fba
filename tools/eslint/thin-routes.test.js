import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const rulesHit = async (code, filePath) =>
  (await eslint.lintText(code, { filePath })).flatMap((r) => r.messages.map((m) => m.ruleId))

/** ADR 0055: a *.routes.ts file calls use cases; queries, tables and Drizzle stay behind them. */
describe('thin routes rule', () => {
  it.each([
    ["import { findApiKey } from './api-keys.queries.ts'\nvoid findApiKey"],
    ["import { listJobs } from '../jobs/jobs.queries.ts'\nvoid listJobs"],
    ["import { users } from '../../db/schema/index.ts'\nvoid users"],
    ["import { eq } from 'drizzle-orm'\nvoid eq"],
    ["import { pgTable } from 'drizzle-orm/pg-core'\nvoid pgTable"],
  ])('refuses %s in a routes file', async (code) => {
    expect(await rulesHit(code, 'apps/server/src/modules/api-keys/api-keys.routes.ts')).toContain(
      'no-restricted-imports',
    )
  })

  it('lets a routes file import its use cases and the database type', async () => {
    const code =
      "import type { Database } from '../../db/client.ts'\nimport { getApiKey } from './get-api-key.ts'\nexport type D = Database\nvoid getApiKey"
    expect(await rulesHit(code, 'apps/server/src/modules/api-keys/api-keys.routes.ts')).toEqual([])
  })

  it('lets a use case import its queries', async () => {
    const code = "import { findApiKey } from './api-keys.queries.ts'\nvoid findApiKey"
    expect(await rulesHit(code, 'apps/server/src/modules/api-keys/get-api-key.ts')).toEqual([])
  })
})

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const rulesHit = async (code, filePath) =>
  (await eslint.lintText(code, { filePath })).flatMap((r) => r.messages.map((m) => m.ruleId))

/** ADR 0015: endpoint paths and the untyped transport stay out of the apps; declarations are the one way. */
describe('endpoint declarations rule', () => {
  it.each([
    ['apps/web/src/features/jobs/api/x.ts', "export const p = '/api/user-jobs'"],
    ['apps/web/src/features/jobs/api/x.ts', 'export const p = (id: number) => `/api/user-jobs/${id}`'],
    ['apps/server/src/modules/jobs/x.ts', "export const p = '/dev/mailbox'"],
  ])('refuses a hand-written path in %s', async (file, code) => {
    expect(await rulesHit(code, file)).toContain('no-restricted-syntax')
  })

  it('refuses the untyped transport in a feature', async () => {
    const code = "import { apiFetchWithHeaders } from '../../../lib/api-client.ts'\nvoid apiFetchWithHeaders"
    expect(await rulesHit(code, 'apps/web/src/features/jobs/api/x.ts')).toContain('no-restricted-imports')
  })

  it('leaves tests and the contracts alone', async () => {
    expect(
      await rulesHit("export const p = '/api/user-jobs'", 'apps/web/src/features/jobs/x.test.ts'),
    ).toEqual([])
    expect(
      await rulesHit("export const p = '/api/user-jobs'", 'packages/contracts/src/endpoints/x.ts'),
    ).toEqual([])
  })
})

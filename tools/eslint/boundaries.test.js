import { describe, expect, it } from 'vitest'
import { violation } from './boundaries.js'

describe('architectural boundaries', () => {
  it.each([
    [
      'apps/server/src/platform/mail/x.ts',
      'apps/server/src/modules/auth/index.ts',
      'platform never imports modules',
    ],
    [
      'apps/server/src/platform/browser/x.ts',
      'apps/server/src/connectors/connector.ts',
      'platform never imports connectors',
    ],
    [
      'apps/server/src/connectors/sample/x.ts',
      'apps/server/src/modules/jobs/index.ts',
      'connectors never import modules',
    ],
    [
      'apps/server/src/modules/account/a.ts',
      'apps/server/src/modules/auth/create-auth.ts',
      'reach module "auth" through its index.ts',
    ],
    [
      'apps/server/src/modules/auth/a.routes.ts',
      'apps/server/src/db/schema/index.ts',
      'only *.queries.ts and db/ touch tables',
    ],
    [
      'apps/web/src/features/auth/a.tsx',
      'apps/web/src/features/account/b.tsx',
      'a feature never imports another feature',
    ],
    ['apps/web/src/lib/a.ts', 'apps/web/src/features/auth/b.tsx', 'shared web code never imports features'],
    [
      'apps/web/src/features/auth/a.tsx',
      'apps/web/src/app/router.tsx',
      'only the app layer composes: nothing imports app/',
    ],
    [
      'packages/contracts/src/a.ts',
      'apps/server/src/config.ts',
      'contracts import nothing outside their package',
    ],
  ])('refuses %s → %s', (from, to, reason) => {
    expect(violation(from, to, undefined)).toBe(reason)
  })

  it.each([
    ['apps/server/src/modules/account/a.ts', 'apps/server/src/modules/auth/index.ts'],
    ['apps/server/src/modules/auth/auth.queries.ts', 'apps/server/src/db/schema/index.ts'],
    ['apps/web/src/app/router.tsx', 'apps/web/src/features/auth/index.ts'],
    ['apps/web/src/features/auth/a.tsx', 'apps/web/src/lib/api-client.ts'],
  ])('allows %s → %s', (from, to) => {
    expect(violation(from, to, undefined)).toBeUndefined()
  })

  it('keeps contracts on zod, croner and cronstrue', () => {
    expect(violation('packages/contracts/src/a.ts', 'zod', 'zod')).toBeUndefined()
    expect(violation('packages/contracts/src/a.ts', 'pg', 'pg')).toBe(
      'contracts depend on zod, croner and cronstrue only',
    )
  })
})

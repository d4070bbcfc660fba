import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { startHeraldProcess } from '../test/herald-process.ts'

// The entry turns Node's compile cache on itself (ADR 0060): nothing in the environment asks for it, and the code
// compiled by even a start that fails at once is kept, in the system's temporary folder, for the next start.
it('keeps the code it compiled in the temporary folder for the next start', async () => {
  const temporary = mkdtempSync(path.join(tmpdir(), 'herald-compile-cache-'))
  const herald = startHeraldProcess({ TMPDIR: temporary, PORT: 'not-a-port' })
  expect(await herald.exited()).toBe(1)
  const cache = path.join(temporary, 'node-compile-cache')
  expect(
    existsSync(cache) && readdirSync(cache, { recursive: true }).length,
    herald.output(),
  ).toBeGreaterThan(100)
})

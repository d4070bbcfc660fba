// Section of `npm run bench` about accessibility: Lighthouse on every page a user and an admin reach, two sizes.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { accessibilityBenchmark } from '../accessibility.ts'
import { flags } from '../figures.ts'
import { startHerald } from '../startup.ts'
import { record } from '../summary.ts'

export async function accessibility() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-a11y-'))
  const adminEmail = `a11y-admin-${Date.now()}@example.com`
  // startHerald passes this process's environment on: the account below signs in as an administrator.
  process.env['ADMIN_EMAILS'] = adminEmail
  const herald = await startHerald(dataDir)
  try {
    console.log('\nLighthouse accessibility, every page at 1366×850 (desktop) and 390×844 (mobile)')
    const only = flags.pages?.split(',')
    const scores = await accessibilityBenchmark(
      herald.url.replace('/api/health', ''),
      dataDir,
      adminEmail,
      only,
    )
    const below = scores.filter((s) => s.score < 100)
    record({
      name: 'accessibility',
      figure: `${scores.length - below.length} of ${scores.length} page sizes at 100${below.length ? `; below: ${below.map((s) => `${s.page} ${s.size} ${s.score}`).join(', ')}` : ''}`,
      target: '100 on every page at both sizes',
      met: below.length === 0,
    })
  } finally {
    delete process.env['ADMIN_EMAILS']
    await herald.stop()
  }
}

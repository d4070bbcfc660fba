import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { step } from './setup-step.mjs'

/** A step of the set-up run as a pipe (CI, a log file) would: its lines collected, the step a small node script. */
function runStep({ script, timesFile, heartbeatMs = 50, onLine = () => undefined }) {
  const lines = []
  const record = (text) => {
    lines.push(text)
    onLine(text)
  }
  const code = step(
    { key: 'install', doing: 'installing dependencies with npm install', done: 'dependencies installed' },
    process.execPath,
    ['-e', script],
    { cwd: tmpdir(), timesFile, tty: false, heartbeatMs, out: record, err: record },
  )
  return { lines, code }
}

describe('a set-up step says what it does, never promises a duration, and reports how long it took', () => {
  it('says what it does, keeps a log alive while it works, then says how long it took, and next time how long that was', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'herald-setup-'))
    const timesFile = path.join(dir, 'cache', 'times.json')
    const marker = path.join(dir, 'seen-still')
    // The step ends only once the set-up has printed a 'still …' line: no timing is assumed.
    const script = `const fs = require('node:fs'); const t = setInterval(() => { if (fs.existsSync(${JSON.stringify(marker)})) clearInterval(t) }, 10)`
    const first = runStep({
      script,
      timesFile,
      onLine: (line) => {
        if (line.startsWith('Herald: still ') && !existsSync(marker)) writeFileSync(marker, '')
      },
    })
    expect(await first.code).toBe(0)
    expect(first.lines[0]).toBe('Herald: installing dependencies with npm install…')
    expect(
      first.lines.some((l) =>
        /^Herald: still installing dependencies with npm install… \d+ s so far$/.test(l),
      ),
    ).toBe(true)
    expect(first.lines.at(-1)).toMatch(/^Herald: dependencies installed in \d+ s$/)
    expect(first.lines.join('\n')).not.toMatch(/minute or two|takes a minute/)
    const recorded = JSON.parse(readFileSync(timesFile, 'utf8'))['install']
    expect(typeof recorded).toBe('number')

    const second = runStep({ script: '', timesFile })
    expect(await second.code).toBe(0)
    expect(second.lines[0]).toBe(
      `Herald: installing dependencies with npm install (last time: ${recorded} s)…`,
    )
  })

  it('shows the output and the exit code of a step that fails, and records no time for it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'herald-setup-'))
    const timesFile = path.join(dir, 'times.json')
    const failing = runStep({ script: "console.error('npm ERR! network'); process.exit(3)", timesFile })
    expect(await failing.code).toBe(3)
    expect(failing.lines.at(-1)).toBe(
      'npm ERR! network\nHerald: installing dependencies with npm install failed (exit code 3).',
    )
    expect(existsSync(timesFile)).toBe(false)
  })
})

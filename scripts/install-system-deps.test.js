import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The set-up step that installs what rendering needs (run by `npm start`, `npm test` and CI), on a
 * machine without the browser (CHROMIUM_PATH at nothing). apt-get and id are stand-ins on PATH that
 * record what they were asked, so the test needs neither root nor the network.
 */
function runScript({ uid, args = [], aptFails = false, qpdf = undefined }) {
  const bin = mkdtempSync(path.join(tmpdir(), 'herald-apt-'))
  const calls = path.join(bin, 'calls.log')
  writeFileSync(calls, '')
  const stub = (name, body) => {
    writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`)
    chmodSync(path.join(bin, name), 0o755)
  }
  stub('apt-get', `echo "apt-get $*" >> ${calls}\necho "debconf: a note" >&2\nexit ${aptFails ? 100 : 0}`)
  stub('id', `echo ${uid}`)
  const result = spawnSync('bash', [path.join(import.meta.dirname, 'install-system-deps.sh'), ...args], {
    env: {
      PATH: `${bin}:${process.env.PATH}`,
      CHROMIUM_PATH: '/nonexistent/herald/chromium',
      ...(qpdf ? { QPDF_PATH: qpdf } : {}),
    },
    encoding: 'utf8',
  })
  return { ...result, calls: readFileSync(calls, 'utf8').trim().split('\n').filter(Boolean) }
}

describe('scripts/install-system-deps.sh without a browser', () => {
  it('as root, installs chromium with apt-get and says so', () => {
    const { status, stdout, stderr, calls } = runScript({ uid: 0 })
    expect(status).toBe(0)
    expect(calls[0]).toBe('apt-get update -qq')
    expect(calls[1]).toMatch(/^apt-get install -y -qq --no-install-recommends .*\bchromium\b/)
    expect(stdout).toMatch(/Herald: installing .*chromium.* with apt-get/)
    expect(stdout).toMatch(/Herald: installed .*chromium.* in \d+ s/)
    expect(stdout + stderr).not.toContain('debconf')
  })

  it('as root, shows what apt-get said when it fails', () => {
    const { status, stderr } = runScript({ uid: 0, aptFails: true })
    expect(status).toBe(1)
    expect(stderr).toContain('debconf: a note')
    expect(stderr).toMatch(/apt-get could not install .*chromium/)
  })

  it('as another user, names the packages and CHROMIUM_PATH and installs nothing', () => {
    const { status, stderr, calls } = runScript({ uid: 1000, args: ['--test'] })
    expect(status).toBe(1)
    expect(calls).toEqual([])
    expect(stderr).toMatch(/missing: chromium/)
    expect(stderr).toContain('CHROMIUM_PATH')
  })

  it('installs qpdf (password-protected PDFs) when it is missing, and names QPDF_PATH otherwise', () => {
    const root = runScript({ uid: 0, qpdf: '/nonexistent/herald/qpdf' })
    expect(root.status).toBe(0)
    expect(root.calls[1]).toMatch(/--no-install-recommends .*\bqpdf\b/)
    const user = runScript({ uid: 1000, qpdf: '/nonexistent/herald/qpdf' })
    expect(user.stderr).toMatch(/missing: .*qpdf/)
    expect(user.stderr).toContain('QPDF_PATH')
  })
})

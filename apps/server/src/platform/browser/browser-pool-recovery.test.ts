import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from '../log.ts'
import { createBrowserPool, type BrowserPool } from './browser-pool.ts'

const canvas = { width: 640, height: 480 }
const pools: BrowserPool[] = []
function newPool(): BrowserPool {
  const pool = createBrowserPool({
    executablePath: '/usr/bin/chromium',
    concurrency: 2,
    log: createLogger('silent'),
  })
  pools.push(pool)
  return pool
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()))
})

interface Proc {
  pid: number
  ppid: number
  name: string
  args: string[]
}

/** Every live (not zombie) process on the machine, read from /proc. */
function processes(): Proc[] {
  const found: Proc[] = []
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state === 'Z') continue
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      found.push({ pid: Number(entry), ppid: Number(ppid), name, args })
    } catch {
      // The process ended while we looked.
    }
  }
  return found
}

/** Chromium processes whose parent chain leads to this test process. */
function chromiumDescendants(): Proc[] {
  const all = processes()
  const byPid = new Map(all.map((p) => [p.pid, p]))
  const leadsHere = (p: Proc | undefined): boolean =>
    p !== undefined && (p.ppid === process.pid || leadsHere(byPid.get(p.ppid)))
  return all.filter((p) => /chrom/i.test(p.name) && leadsHere(p))
}

/** The temporary profile directory of a browser; its crashpad handlers detach from the tree but name it. */
function profileOf(pid: number): string {
  const browser = processes().find((p) => p.pid === pid)!
  return browser.args.find((arg) => arg.startsWith('--user-data-dir='))!.split('=')[1]!
}
const usingProfile = (profile: string) =>
  processes().filter((p) => p.args.some((arg) => arg.includes(profile)))

describe('createBrowserPool recovery (real Chromium)', () => {
  it('relaunches after the browser is killed between renders', async () => {
    const pool = newPool()
    await pool.withPage(canvas, async () => {})
    const killed = pool.browserPid()!
    const profile = profileOf(killed)
    process.kill(killed, 'SIGKILL')

    await expect(pool.withPage(canvas, (page) => page.evaluate('1 + 1'))).resolves.toBe(2)
    expect(pool.browserPid()).not.toBe(killed)
    await expect.poll(() => usingProfile(profile)).toEqual([])
  })

  it('retries once on a fresh browser when the browser dies during a render', async () => {
    const pool = newPool()
    let attempts = 0
    const result = await pool.withPage(canvas, async (page) => {
      if (++attempts === 1) {
        process.kill(pool.browserPid()!, 'SIGKILL')
        await page.evaluate('1')
      }
      return 'second try'
    })
    expect({ result, attempts }).toEqual({ result: 'second try', attempts: 2 })
  })

  it('retries once on a fresh context when the renderer crashes, keeping the browser', async () => {
    const pool = newPool()
    const contexts = new Set<unknown>()
    const pids = new Set<number | undefined>()
    const result = await pool.withPage(canvas, async (page) => {
      contexts.add(page.context())
      pids.add(pool.browserPid())
      if (contexts.size === 1) await page.goto('chrome://crash')
      return page.evaluate('"rendered"')
    })
    expect(result).toBe('rendered')
    expect(contexts.size).toBe(2)
    expect(pids.size).toBe(1)
  })

  it('gives up after a second crash', async () => {
    const pool = newPool()
    let attempts = 0
    const crashing = pool.withPage(canvas, async (page) => {
      attempts++
      await page.goto('chrome://crash')
    })
    await expect(crashing).rejects.toMatchObject({ name: 'RenderCrashError' })
    expect(attempts).toBe(2)
  })

  it('leaves no Chromium process behind after close()', async () => {
    const pool = newPool()
    await pool.withPage(canvas, (page) => page.setContent('<p>hello</p>'))
    const pid = pool.browserPid()!
    expect(chromiumDescendants().map((p) => p.pid)).toContain(pid)
    const profile = profileOf(pid)
    expect(usingProfile(profile).length).toBeGreaterThan(1)

    await pool.close()
    expect(processes().some((p) => p.pid === pid)).toBe(false)
    expect(usingProfile(profile)).toEqual([])
    expect(chromiumDescendants()).toEqual([])
    await expect(pool.withPage(canvas, async () => {})).rejects.toThrow('Browser pool is closed')
  })
})

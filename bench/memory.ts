// B4, flat memory over a long run: N renders (default 1,000) through one worker's path — the browser pool
// at concurrency 1, the SAMPLE connector, the local file store — sampling this Node process's RSS and the
// Chromium tree's PSS at render 100 and at the last one, then counting the Chromium processes left after close.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createSampleConnector } from '../apps/server/src/connectors/sample/index.ts'
import { createBrowserPool } from '../apps/server/src/platform/browser/browser-pool.ts'
import { createLogger } from '../apps/server/src/platform/log.ts'
import { createLocalFileStore } from '../apps/server/src/platform/storage/local-file-store.ts'
import { REGIONS } from '../apps/server/test/report-jobs.ts'
import { chromiumTracker, orphansAfter, rssBytes, treeMemory } from './processes.ts'
import { request } from './render-throughput.ts'

/** Where growth is measured from: after the browser, the connector and the heap have warmed up. */
export const FIRST_MARK = 100

/** Lets the closed context's renderer exit before the browser's tree is measured. */
const SETTLE_MS = 1000

export interface MemoryMark {
  render: number
  nodeRss: number
  chromiumPss: number
  chromiumProcesses: number
}

export interface MemoryResult {
  marks: MemoryMark[]
  renders: number
  seconds: number
  chromiumSeen: number
  orphans: number
}

export async function memoryBenchmark(renders: number): Promise<MemoryResult> {
  if (renders <= FIRST_MARK) throw new Error(`--renders must be above ${FIRST_MARK}`)
  const connector = createSampleConnector()
  const dir = await mkdtemp(path.join(tmpdir(), 'herald-bench-memory-'))
  const files = createLocalFileStore(dir)
  const pool = createBrowserPool({
    executablePath: '/usr/bin/chromium',
    concurrency: 1,
    log: createLogger('warn'),
  })
  const tracker = chromiumTracker()
  const marks: MemoryMark[] = []
  const t0 = performance.now()
  try {
    for (let i = 1; i <= renders; i++) {
      const rendered = await connector.render(request(REGIONS[i % REGIONS.length]!), (canvas, use) =>
        pool.withPage(canvas, use),
      )
      if (rendered.kind !== 'pdf') throw new Error('expected a PDF')
      await files.delete((await files.put(rendered.pdf)).id)
      if (i % 50 === 0) tracker.observe(process.pid)
      if (i === FIRST_MARK || i === renders) {
        await sleep(SETTLE_MS)
        const browser = pool.browserPid()
        marks.push({
          render: i,
          nodeRss: rssBytes(process.pid),
          chromiumPss: browser === undefined ? 0 : treeMemory(browser).pss,
          chromiumProcesses: tracker.observe(process.pid),
        })
      }
    }
  } finally {
    tracker.observe(process.pid)
    await pool.close()
    await rm(dir, { recursive: true, force: true })
  }
  const seconds = (performance.now() - t0) / 1000
  return {
    marks,
    renders,
    seconds,
    chromiumSeen: tracker.seen(),
    orphans: (await orphansAfter(tracker)).length,
  }
}

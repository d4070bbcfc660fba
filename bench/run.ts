// npm run bench — startup time against a bare Node server, and the JavaScript weight of /login.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { measureLoginJs } from './login-bundle.ts'
import { startBareNode, startHerald, type Started } from './startup.ts'

const RUNS = 5
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`

async function timed(start: () => Promise<Started>): Promise<number> {
  const s = await start()
  await s.stop()
  return s.ms
}

console.log(`Herald benchmarks — Node ${process.version}, ${RUNS} interleaved runs after one warm-up\n`)
await timed(startBareNode)
await timed(() => startHerald())
const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-warm-'))
await timed(() => startHerald(dataDir))
const bare: number[] = []
const cold: number[] = []
const warm: number[] = []
for (let i = 0; i < RUNS; i++) {
  bare.push(await timed(startBareNode))
  cold.push(await timed(() => startHerald()))
  warm.push(await timed(() => startHerald(dataDir)))
}
console.log('Start-up: `npm start` until GET /api/health is 200')
console.log(`  first start (new data dir, migrations)  ${fmt(cold)}  = ${(median(cold) / median(bare)).toFixed(1)}× bare Node`)
console.log(`  restart (existing data dir)             ${fmt(warm)}  = ${(median(warm) / median(bare)).toFixed(1)}× bare Node`)
console.log(`  bare Node http server                   ${fmt(bare)}\n`)

const herald = await startHerald()
try {
  const { files, total } = await measureLoginJs(herald.url.replace('/api/health', ''))
  console.log('JavaScript loaded by /login (gzip -9)')
  for (const f of files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KiB  ${f.url}`)
  console.log(
    `  ${(total / 1024).toFixed(1).padStart(7)} KiB  total (target ≤ 150 KiB: ${total <= 150 * 1024 ? 'met' : 'MISSED'})`,
  )
} finally {
  await herald.stop()
}

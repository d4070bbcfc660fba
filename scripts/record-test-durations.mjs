// npm run test:durations — after a whole `npm test`, writes how long each test file took (seconds) to
// vitest.durations.json, which vitest.sequencer.ts reads to start the longest files first on a clean clone.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const cache = path.join(root, 'node_modules/.vite/vitest')
const seconds = {}
for (const dir of readdirSync(cache)) {
  const file = path.join(cache, dir, 'results.json')
  if (!existsSync(file)) continue
  const results = JSON.parse(readFileSync(file, 'utf8'))
  for (const project of Object.values(results.projects ?? {}))
    for (const [file, result] of Object.entries(project.files))
      seconds[file] = Math.round(result.duration / 100) / 10
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync(path.join(root, 'vitest.durations.json'), `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`vitest.durations.json: ${Object.keys(sorted).length} files`)

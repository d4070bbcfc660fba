// Brings a fresh clone up to date before `npm start` / `npm test`: dependencies, the web build and,
// for tests, Chromium and the PDF tools. Plain JavaScript on purpose: it runs on whatever Node the
// machine has, before the pinned Node 24 from devDependencies is installed.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const forTests = process.argv.includes('--test')
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' })
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0)

function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}

const installed = path.join(root, 'node_modules', '.package-lock.json')
if (mtime(installed) < mtime(path.join(root, 'package-lock.json'))) {
  console.log('Herald: installing dependencies…')
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'])
}

const builtIndex = path.join(root, 'apps/web/dist/index.html')
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
]
const sourcesChanged = Math.max(
  ...webSources.map((p) =>
    statSync(path.join(root, p)).isDirectory() ? newest(path.join(root, p)) : mtime(path.join(root, p)),
  ),
)
if (mtime(builtIndex) < sourcesChanged) {
  console.log('Herald: building the web app…')
  run('npm', ['run', 'build', '--silent'])
}

if (forTests) run('bash', ['scripts/install-system-deps.sh'])

// Brings a fresh clone up to date before `npm start` / `npm test`: dependencies, the packages reports are
// rendered with (Chromium, fonts; for tests also the PDF tools) and the web build. Each step says what it
// does and how long it took; its own output is shown only when it fails. Plain JavaScript on purpose: it
// runs on whatever Node the machine has, before the pinned Node 24 from devDependencies is installed.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { step } from './setup-step.mjs'

const root = path.resolve(import.meta.dirname, '..')
const forTests = process.argv.includes('--test')
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0)
const tty = process.stdout.isTTY

function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}

const timesFile = path.join(root, 'node_modules', '.cache', 'herald-setup-times.json')

/** A quiet step (scripts/setup-step.mjs); the set-up stops with the step's exit code when it fails. */
async function run(what, cmd, args) {
  const code = await step(what, cmd, args, { cwd: root, timesFile, tty })
  if (code !== 0) process.exit(code)
}

const installed = path.join(root, 'node_modules', '.package-lock.json')
if (mtime(installed) < mtime(path.join(root, 'package-lock.json'))) {
  // A fresh clone installs exactly the lock file (npm ci: no resolving); an existing install is brought up to date.
  const command = existsSync(path.join(root, 'node_modules')) ? 'install' : 'ci'
  const doing = `installing dependencies with npm ${command}`
  await run({ key: 'install', doing, done: 'dependencies installed' }, 'npm', [
    command,
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ])
}

// Chromium and fonts: installed through apt-get as root on Debian; elsewhere the script names what to
// install. Herald starts without them (its start-up line says the same), but tests cannot pass.
const systemDeps = spawn('bash', ['scripts/install-system-deps.sh', ...(forTests ? ['--test'] : [])], {
  cwd: root,
  stdio: 'inherit',
})
const systemDepsCode = await new Promise((resolve) => systemDeps.on('close', resolve))
if (systemDepsCode !== 0 && forTests) process.exit(systemDepsCode)

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
  await run({ key: 'build', doing: 'building the web app', done: 'web app built' }, 'npm', [
    'run',
    'build',
    '--silent',
  ])
}

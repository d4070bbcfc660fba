// Brings a fresh clone up to date before `npm start` / `npm test`: dependencies, the packages reports are
// rendered with (Chromium, fonts; for tests also the PDF tools) and the web build. Each step says what it
// does and how long it took; its own output is shown only when it fails. Plain JavaScript on purpose: it
// runs on whatever Node the machine has, before the pinned Node 24 from devDependencies is installed.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

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

/** Runs one quiet step: a line saying what it does (with a running clock on a terminal), then how long it took. */
function step({ doing, done }, cmd, args) {
  const started = Date.now()
  const seconds = () => Math.round((Date.now() - started) / 1000)
  const say = (text) => (tty ? process.stdout.write(`\r\x1b[2K${text}`) : console.log(text))
  say(`Herald: ${doing}…`)
  const clock = tty ? setInterval(() => say(`Herald: ${doing}… ${seconds()} s`), 1000) : undefined
  let output = ''
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(clock)
      if (tty) process.stdout.write('\r\x1b[2K')
      if (code === 0) {
        console.log(`Herald: ${done} in ${seconds()} s`)
        return resolve()
      }
      console.error(`${output.trimEnd()}\nHerald: ${doing} failed (exit code ${code}).`)
      process.exit(code || 1)
    })
  })
}

const installed = path.join(root, 'node_modules', '.package-lock.json')
if (mtime(installed) < mtime(path.join(root, 'package-lock.json'))) {
  const doing = 'installing dependencies (the first time takes a minute or two)'
  await step({ doing, done: 'dependencies installed' }, 'npm', [
    'install',
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
  await step({ doing: 'building the web app', done: 'web app built' }, 'npm', ['run', 'build', '--silent'])
}

// npm test: the static checks (types, lint, formatting) one after another, side by side with the test files
// (ADR 0034). The test files keep part of the machine idle while they wait on Herald, Chromium and PostgreSQL; the
// checks fill it instead of running first. Their output is held and printed after the tests, each with its outcome;
// the run fails when any check or test fails.
import { spawn } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const CHECKS = ['typecheck', 'lint', 'format:check']

/** Runs a command; resolves with its exit code and, when `capture`, its output. */
function run(command, args, capture) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
  })
}

async function staticChecks() {
  const results = []
  for (const name of CHECKS) {
    const started = Date.now()
    const { code, output } = await run(npm, ['run', '-s', name], true)
    results.push({ name, code, output, seconds: Math.round((Date.now() - started) / 1000) })
  }
  return results
}

const [checks, tests] = await Promise.all([staticChecks(), run('vitest', ['run', ...process.argv.slice(2)])])

console.log('\nStatic checks (run beside the tests):')
for (const check of checks) {
  console.log(`  ${check.code === 0 ? 'passed' : 'FAILED'}  npm run ${check.name} (${check.seconds} s)`)
  if (check.code !== 0) console.log(check.output.replace(/^/gm, '    '))
}
process.exitCode = checks.some((check) => check.code !== 0) || tests.code !== 0 ? 1 : 0

// One quiet step of scripts/setup.mjs (ADR 0051): a line saying what it does and how long it took last time,
// a running clock on a terminal (a 'still …' line every so often elsewhere, so a log never goes silent),
// then how long it took. Its own output is shown only when it fails. No promise about how long it will take.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** How long each step took the last time it ran on this machine, by its key. */
function readTimes(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  } catch {
    return {}
  }
}

function writeTime(file, key, seconds) {
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify({ ...readTimes(file), [key]: seconds }))
  } catch {
    // Only a hint for next time: a read-only tree loses it and nothing else.
  }
}

/**
 * Runs `cmd args` in `cwd`. Resolves with its exit code after the closing line: 'done in N s' on success,
 * its output and 'failed (exit code N)' otherwise.
 */
export function step({ key, doing, done }, cmd, args, options) {
  const { cwd, timesFile, tty = false, heartbeatMs = 30_000 } = options
  const out = options.out ?? ((text) => console.log(text))
  const err = options.err ?? ((text) => console.error(text))
  const started = Date.now()
  const seconds = () => Math.round((Date.now() - started) / 1000)
  const last = readTimes(timesFile)[key]
  const lastNote = typeof last === 'number' ? ` (last time: ${last} s)` : ''
  const say = (text) => (tty ? process.stdout.write(`\r\x1b[2K${text}`) : out(text))
  say(`Herald: ${doing}${lastNote}…`)
  const clock = tty
    ? setInterval(() => say(`Herald: ${doing}… ${seconds()} s`), 1000)
    : setInterval(() => out(`Herald: still ${doing}… ${seconds()} s so far`), heartbeatMs)
  let output = ''
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(clock)
      if (tty) process.stdout.write('\r\x1b[2K')
      if (code === 0) {
        writeTime(timesFile, key, seconds())
        out(`Herald: ${done} in ${seconds()} s`)
      } else {
        err(`${output.trimEnd()}\nHerald: ${doing} failed (exit code ${code}).`)
      }
      resolve(code ?? 1)
    })
  })
}

// What every section of `npm run bench` shares: the command line and how figures are printed.
import { parseArgs } from 'node:util'

/** Interleaved rounds (or runs) per measurement. */
export const RUNS = 5

/**
 * `npm run bench -- startup list herd` runs only those; no argument runs everything. Sizes:
 * `--renders 12` (per round and side for render; in all for memory, default 1000), `--n 1000` (messages,
 * email), `--rows 1000` (burst), `--latency` (the fakes' per-call latency of tableau and powerbi),
 * `--chromium own|shared` (files: one topology instead of both), `--rounds 3` (files: interleaved rounds, default 1),
 * `--processes 1,2,4` (scaleout: the worker processes of each scenario), `--pages /login,/user-jobs/:id`
 * (accessibility: only those pages of e2e/support/app-pages.ts).
 */
export const { values: flags, positionals: only } = parseArgs({
  allowPositionals: true,
  options: {
    renders: { type: 'string' },
    n: { type: 'string' },
    rows: { type: 'string' },
    latency: { type: 'string' },
    chromium: { type: 'string' },
    rounds: { type: 'string' },
    processes: { type: 'string' },
    pages: { type: 'string' },
  },
})

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
export const fmt = (xs: number[]) =>
  `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`
/** `median (min–max)` of a series with `digits` decimals. */
export const spread = (xs: number[], digits = 1) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

// Counts the statements a Herald process sends to PostgreSQL (bench/count-statements.ts), loaded into it by
// `NODE_OPTIONS=--import <this file>` with BENCH_STATEMENTS_FILE set: a benchmark only, the product is unchanged.
// On SIGUSR2 the process writes the counts since the previous signal to that file (JSON) and starts again, so a
// benchmark signals every process before a burst and after it, then reads the files.
import { renameSync, writeFileSync } from 'node:fs'
import { countStatements } from './count-statements.ts'

const file = process.env['BENCH_STATEMENTS_FILE']
if (file) {
  let stop = countStatements()
  process.on('SIGUSR2', () => {
    const counts = stop()
    stop = countStatements()
    writeFileSync(`${file}.tmp`, JSON.stringify(counts))
    renameSync(`${file}.tmp`, file) // whole or absent for the reader
  })
}

// One line per benchmark — its figure, its target, met or missed — collected while `npm run bench` runs and
// printed together at the end, so a run's outcome reads at a glance under the detailed sections.

export interface Outcome {
  /** The section's name, as given to `npm run bench -- <name>`. */
  name: string
  /** The headline figure with its spread, e.g. `0.97× raw Chromium (0.93–1.05)`. */
  figure: string
  /** The target as the README states it, e.g. `≥ 0.8×`; empty when the benchmark only reports. */
  target: string
  /** Whether the target was met; undefined when there is no target. */
  met?: boolean | undefined
}

const outcomes: Outcome[] = []

export function record(outcome: Outcome): void {
  outcomes.push(outcome)
}

const verdict = ({ met }: Outcome) => (met === undefined ? 'reported' : met ? 'met' : 'MISSED')

/** The summary table; every recorded benchmark, in the order they ran. */
export function printSummary(): void {
  if (outcomes.length === 0) return
  const width = Math.max(...outcomes.map((o) => o.name.length))
  console.log('\nSummary')
  for (const o of outcomes) {
    const target = o.target ? `target ${o.target}` : 'no target'
    console.log(`  ${o.name.padEnd(width)}  ${verdict(o).padEnd(8)}  ${o.figure}  (${target})`)
  }
  const missed = outcomes.filter((o) => o.met === false).map((o) => o.name)
  console.log(missed.length === 0 ? '  every target met' : `  missed: ${missed.join(', ')}`)
}

import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const root = import.meta.dirname
/** Seconds each file took in a recent whole run on a 2-core machine (`npm run test:durations` writes it). */
const recorded: Record<string, number> = JSON.parse(
  readFileSync(path.join(root, 'vitest.durations.json'), 'utf8'),
)

/**
 * Longest files first, with the projects spread through the run in proportion to their time (ADR 0034): each
 * project's files, longest first, are placed at the middle of the share of the project's time they take, so the
 * Chromium journeys (e2e) and the jsdom renders (web) keep the cores busy while server files wait on Herald and
 * PostgreSQL, and no long file starts near the end. How long a file takes comes from this machine's last run
 * when there is one, else from the record committed with the tests (a clean clone has no last run), else the
 * project's mean (its size, as vitest orders, when nothing of the project is known). A file that failed last time
 * runs first.
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const projects = new Map<string, TestSpecification[]>()
    for (const spec of files)
      projects.set(spec.project.name, [...(projects.get(spec.project.name) ?? []), spec])
    const placed = [...projects.values()].flatMap((specs) => this.spread(specs))
    return placed.sort((a, b) => a.at - b.at).map(({ spec }) => spec)
  }

  private spread(specs: TestSpecification[]): Array<{ spec: TestSpecification; at: number }> {
    const known = specs.map((spec) => ({ spec, last: this.ctx.cache.getTestSpecificationResult(spec) }))
    const seconds = (spec: TestSpecification, lastMs: number | undefined) =>
      lastMs !== undefined ? lastMs / 1000 : recorded[path.relative(root, spec.moduleId)]
    const durations = known.map(({ spec, last }) => seconds(spec, last?.duration))
    const found = durations.filter((d) => d !== undefined)
    const mean = found.length > 0 ? found.reduce((a, b) => a + b, 0) / found.length : undefined
    const guess = (spec: TestSpecification) => mean ?? statSync(spec.moduleId).size / 1000
    const ordered = known
      .map(({ spec, last }, i) => ({
        spec,
        failed: last?.failed === true,
        seconds: durations[i] ?? guess(spec),
      }))
      .sort((a, b) => Number(b.failed) - Number(a.failed) || b.seconds - a.seconds)
    const total = ordered.reduce((sum, file) => sum + file.seconds, 0) || 1
    let before = 0
    return ordered.map(({ spec, seconds: own }) => {
      const at = (before + own / 2) / total
      before += own
      return { spec, at }
    })
  }
}

import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * vitest's order (project by project, larger or slower files first within each), with the projects spread through
 * the run in proportion to their size: the Chromium journeys (e2e) and the jsdom renders (web) keep the cores busy
 * while server files wait on Herald and PostgreSQL, instead of all the journeys running at once (ADR 0034).
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const projects = new Map<string, TestSpecification[]>()
    for (const spec of sorted) {
      const name = spec.project.name
      projects.set(name, [...(projects.get(name) ?? []), spec])
    }
    const placed = [...projects.values()].flatMap((specs) =>
      specs.map((spec, index) => ({ spec, at: (index + 0.5) / specs.length })),
    )
    return placed.sort((a, b) => a.at - b.at).map(({ spec }) => spec)
  }
}

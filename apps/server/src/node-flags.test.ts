import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NODE_FLAGS } from './node-flags.ts'

const root = path.resolve(import.meta.dirname, '../../..')

describe('the Node flags Herald runs with', () => {
  it('are the ones npm start and the container image pass', () => {
    const start = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
    ).scripts.start
    expect(start).toBe(`node ${NODE_FLAGS.join(' ')} apps/server/src/main.ts`)
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))?.[1]
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...NODE_FLAGS, 'apps/server/src/main.ts'])
  })

  it('are accepted by this Node, which refuses a flag it does not know', () => {
    const heap = (flags: readonly string[]) =>
      execFileSync(process.execPath, [
        ...flags,
        '-p',
        'require("v8").getHeapStatistics().total_heap_size > 0',
      ])
        .toString()
        .trim()
    expect(heap(NODE_FLAGS)).toBe('true')
    expect(() => heap(['--heap-growing-percentage=30'])).toThrow(/bad option/)
  })
})

import { describe, expect, it } from 'vitest'
import { longFunctions, productFiles } from './function-lengths.js'

const body = (n) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i}`).join('\n')

describe('function lengths', () => {
  it('counts every kind of function from its first line to its last, nested ones on their own', () => {
    const text = [
      `export function declared() {\n${body(60)}\n}`, // 62 lines
      `const arrow = () => {\n${body(58)}\n}`, // 60 lines: not over
      `class C {\n  method() {\n${body(61)}\n  }\n}`, // method: 63 lines
      `run(async () => {\n${body(59)}\n})`, // 61 lines, named by the call it is given to
    ].join('\n')
    const found = longFunctions('x.ts', text, 60)
    expect(found.map(({ name, lines }) => [name, lines])).toEqual([
      ['declared', 62],
      ['method', 63],
      ['(argument of run)', 61],
    ])
  })

  it('reads TSX and leaves tests out of the product files', () => {
    const tsx = `export function Page() {\n  return (\n    <div>\n${body(60)}\n    </div>\n  )\n}`
    expect(longFunctions('page.tsx', tsx, 60)).toHaveLength(1)
    const files = productFiles()
    expect(files.some((f) => f.endsWith('apps/server/src/app.ts'))).toBe(true)
    expect(files.filter((f) => /\.test\.tsx?$/.test(f))).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import readme from '../../../../../../README.md?raw'

const pages = import.meta.glob<string>('../pages/*.md', { query: '?raw', import: 'default', eager: true })

/** Words that announce a capability as unfinished: a shipped version's docs must not use them of itself. */
const unfinished = /\b(being built|built next|coming soon|not (yet )?implemented)\b/i

function unfinishedLines(text: string) {
  return text.split('\n').filter((line) => unfinished.test(line))
}

describe('the documentation describes this version', () => {
  it('no help page calls a capability unfinished', () => {
    expect(Object.keys(pages).length).toBeGreaterThan(5)
    for (const [file, text] of Object.entries(pages)) {
      expect({ file, lines: unfinishedLines(text) }).toEqual({ file, lines: [] })
    }
  })

  it('the README calls no capability unfinished', () => {
    expect(readme).toMatch(/^# Herald/)
    expect(unfinishedLines(readme)).toEqual([])
  })
})

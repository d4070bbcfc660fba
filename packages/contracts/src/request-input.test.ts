import { describe, expect, it } from 'vitest'
import { inputMessages, MAX_RECORD_ID, RecordIdParam, unstorableText } from './request-input.ts'

describe('unstorableText', () => {
  it('names each NUL and unpaired surrogate by its path, in keys too', () => {
    expect(
      unstorableText({ a: 'ok 😀', rows: [{ v: 'x' }, { v: 'y\u0000' }], ['k\u0000']: 1, s: 'a\uD800b' }),
    ).toEqual([
      { path: ['k\u0000'], message: inputMessages.nulCharacter('k\\u0000') },
      { path: ['rows', 1, 'v'], message: inputMessages.nulCharacter('rows.1.v') },
      { path: ['s'], message: inputMessages.unpairedSurrogate('s') },
    ])
  })

  it('walks any depth without recursion and lists at most ten problems', () => {
    let deep: unknown = '\u0000'
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(unstorableText(deep)).toHaveLength(1)
    expect(unstorableText(Array.from({ length: 50 }, () => '\u0000'))).toHaveLength(10)
  })
})

describe('RecordIdParam', () => {
  it('takes positive whole numbers up to the integer range and marks larger ones as naming nothing', () => {
    expect(RecordIdParam.parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID)
    for (const beyond of [String(MAX_RECORD_ID + 1), '1e30'])
      expect(RecordIdParam.safeParse(beyond).error?.issues).toEqual([
        expect.objectContaining({ params: { status: 404 }, message: inputMessages.notFound }),
      ])
    for (const invalid of ['0', '-1', '1.5', 'abc', 'Infinity'])
      expect(RecordIdParam.safeParse(invalid).error?.issues[0]).not.toHaveProperty('params')
  })
})

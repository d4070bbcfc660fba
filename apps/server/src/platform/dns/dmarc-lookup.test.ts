import { describe, expect, it } from 'vitest'
import { lookupDmarc } from './dmarc-lookup.ts'
import type { ResolveTxt } from './txt-lookup.ts'

type Answer = string[][] | { error: string }

/** A resolver answering from a zone: records, or the error code Node's resolver gives; `other` for every other name. */
const zone =
  (names: Record<string, Answer>, other: Answer = { error: 'ENOTFOUND' }): ResolveTxt =>
  async (name) => {
    const answer = names[name] ?? other
    if ('error' in answer) throw Object.assign(new Error(answer.error), { code: answer.error })
    return answer
  }

const failing = (code: string) => zone({}, { error: code })

describe('lookupDmarc', () => {
  it('is compliant when _dmarc.<domain> publishes a DMARC1 record (split TXT chunks joined)', async () => {
    const resolve = zone({ '_dmarc.example.com': [['v=DMARC1; p=reject; ', 'rua=mailto:d@example.com']] })
    expect(await lookupDmarc(resolve, 'example.com')).toEqual({
      status: 'compliant',
      record: 'v=DMARC1; p=reject; rua=mailto:d@example.com',
    })
  })

  it('is non-compliant when DNS answers that the domain publishes no DMARC record', async () => {
    const other = { '_dmarc.example.com': [['v=spf1 -all']] }
    expect(await lookupDmarc(zone(other), 'example.com')).toEqual({ status: 'non-compliant' })
    // _dmarc.<domain> does not exist, and the domain does (with TXT records, or without any).
    const withTxt = zone({ 'example.com': [['v=spf1 -all']] })
    expect(await lookupDmarc(withTxt, 'example.com')).toEqual({ status: 'non-compliant' })
    const withoutTxt = zone({ 'example.com': { error: 'ENODATA' } })
    expect(await lookupDmarc(withoutTxt, 'example.com')).toEqual({ status: 'non-compliant' })
    const emptyName = zone({ '_dmarc.example.com': { error: 'ENODATA' } })
    expect(await lookupDmarc(emptyName, 'example.com')).toEqual({ status: 'non-compliant' })
  })

  it.each(['ETIMEOUT', 'EREFUSED', 'ECONNREFUSED', 'ESERVFAIL'])(
    'is unknown when the lookup fails with %s',
    async (code) => {
      expect(await lookupDmarc(failing(code), 'example.com')).toEqual({ status: 'unknown' })
    },
  )

  it('is unknown behind a resolver that answers NXDOMAIN for every name', async () => {
    expect(await lookupDmarc(failing('ENOTFOUND'), 'gmail.com')).toEqual({ status: 'unknown' })
  })

  it('is unknown when _dmarc.<domain> does not exist and the domain cannot be looked up', async () => {
    const resolve = zone({ 'example.com': { error: 'ETIMEOUT' } })
    expect(await lookupDmarc(resolve, 'example.com')).toEqual({ status: 'unknown' })
  })
})

import { describe, expect, it } from 'vitest'
import { lookupDmarc, type ResolveTxt } from './dmarc-lookup.ts'

const answering =
  (records: Record<string, string[][]>, error?: string): ResolveTxt =>
  async (name) => {
    if (error) throw Object.assign(new Error(error), { code: error })
    return records[name] ?? []
  }

describe('lookupDmarc', () => {
  it('is compliant when _dmarc.<domain> publishes a DMARC1 record (split TXT chunks joined)', async () => {
    const resolve = answering({
      '_dmarc.example.com': [['v=DMARC1; p=reject; ', 'rua=mailto:d@example.com']],
    })
    expect(await lookupDmarc(resolve, 'example.com')).toEqual({
      status: 'compliant',
      record: 'v=DMARC1; p=reject; rua=mailto:d@example.com',
    })
  })

  it('is non-compliant without a DMARC record or when the name does not exist', async () => {
    expect(await lookupDmarc(answering({ '_dmarc.example.com': [['v=spf1 -all']] }), 'example.com')).toEqual({
      status: 'non-compliant',
    })
    expect(await lookupDmarc(answering({}, 'ENOTFOUND'), 'example.com')).toEqual({ status: 'non-compliant' })
  })

  it('is unknown when DNS fails', async () => {
    expect(await lookupDmarc(answering({}, 'ETIMEOUT'), 'example.com')).toEqual({ status: 'unknown' })
  })
})

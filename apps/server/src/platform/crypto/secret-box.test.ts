import { describe, expect, it } from 'vitest'
import { createSecretBox } from './secret-box.ts'

describe('secret box', () => {
  const box = createSecretBox('a-secret-key-that-is-long-enough-for-tests')

  it('opens what it sealed, with a fresh IV each time and no plaintext in the sealed form', () => {
    const a = box.seal('token-secret-123')
    const b = box.seal('token-secret-123')
    expect(a).not.toBe(b)
    expect(a).not.toContain('token-secret')
    expect(box.open(a)).toBe('token-secret-123')
  })

  it('refuses a value sealed under another key or altered', () => {
    const sealed = box.seal('secret')
    expect(() => createSecretBox('another-secret-key-that-is-long-enough').open(sealed)).toThrow()
    const [v, iv, tag, data] = sealed.split('.')
    const flipped = Buffer.from(data!, 'base64url')
    flipped[0]! ^= 1
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow()
    expect(() => box.open('plain text')).toThrow()
  })
})

import ssh2 from 'ssh2'
import { describe, expect, it } from 'vitest'
import { generateEd25519KeyPair } from './ed25519-key-pair.ts'

const { utils } = ssh2

describe('generateEd25519KeyPair', () => {
  // ssh2's own generator makes about one unparseable pair in 256: 2,000 pairs would hold some 8 of them.
  it('only ever answers a pair whose two halves parse, as an Ed25519 private and public key', () => {
    for (let i = 0; i < 2_000; i++) {
      const pair = generateEd25519KeyPair()
      const privateKey = utils.parseKey(pair.private)
      const publicKey = utils.parseKey(pair.public)
      if (privateKey instanceof Error || Array.isArray(privateKey))
        throw new Error(`pair ${i}: ${String(privateKey)}`)
      if (publicKey instanceof Error || Array.isArray(publicKey))
        throw new Error(`pair ${i}: ${String(publicKey)}`)
      expect(privateKey.type).toBe('ssh-ed25519')
      expect(privateKey.isPrivateKey()).toBe(true)
      expect(publicKey.getPublicSSH().equals(privateKey.getPublicSSH())).toBe(true)
    }
  })

  it('keeps the comment it is given', () => {
    expect(generateEd25519KeyPair('herald-sftp').public).toMatch(/ herald-sftp$/)
  })
})

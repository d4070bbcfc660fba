import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** Seals small secrets (BI tokens, session credentials) for storage: AES-256-GCM under a key derived from SECRET_KEY. */
export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url); a fresh IV every time. */
  seal(plaintext: string): string
  /** The plaintext; throws when the value was not sealed under this key or was altered. */
  open(sealed: string): string
}

const VERSION = 'v1'

export function createSecretBox(secretKey: string, purpose = 'herald stored credentials'): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'herald', purpose, 32))
  return {
    seal(plaintext) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'))
      return [VERSION, ...parts].join('.')
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not a sealed secret')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}

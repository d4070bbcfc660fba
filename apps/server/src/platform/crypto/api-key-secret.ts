import { createHash, randomBytes } from 'node:crypto'

/** Recognisable in logs, config files and secret scanners. */
const PREFIX = 'herald_'
/** 256 random bits, base64url: 43 characters. */
const SECRET_PATTERN = /^herald_[A-Za-z0-9_-]{43}$/

/** A new API key: the secret the user is shown once, the hash Herald keeps, and the key's public id. */
export function newApiKey(): { secret: string; hash: string; id: string } {
  const secret = PREFIX + randomBytes(32).toString('base64url')
  return { secret, hash: hashApiKey(secret), id: randomBytes(9).toString('base64url') }
}

/** Hex SHA-256 of the whole secret: a 256-bit secret needs no salt or slow hash to resist guessing. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function isWellFormedApiKey(value: string): boolean {
  return SECRET_PATTERN.test(value)
}

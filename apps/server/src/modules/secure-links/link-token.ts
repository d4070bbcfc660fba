import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes (256 bits) in base64url: 43 characters, unguessable, safe in a URL path. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its hex SHA-256 (a leaked table opens no file). */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** The shape of a token this module makes; anything else is refused before a database look-up. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

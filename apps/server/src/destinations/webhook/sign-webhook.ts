import { createHmac, randomBytes } from 'node:crypto'

/** A new signing secret, `whsec_` and 32 random bytes in base64 (Standard Webhooks: 24–64 bytes). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/**
 * The Standard Webhooks headers of one message: `webhook-id`, `webhook-timestamp` (seconds) and
 * `webhook-signature` = `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` under the secret's bytes.
 */
export function signWebhook(
  secret: string,
  message: { id: string; timestamp: number; body: string },
): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const signed = `${message.id}.${message.timestamp}.${message.body}`
  const signature = createHmac('sha256', key).update(signed).digest('base64')
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestamp),
    'webhook-signature': `v1,${signature}`,
  }
}

import { createSecretBox, type SecretBox } from '../platform/crypto/secret-box.ts'

/** The box that seals destinations' tokens, signed addresses and signing secrets (a key of their own under SECRET_KEY). */
export function createDestinationSecretBox(secretKey: string): SecretBox {
  return createSecretBox(secretKey, 'herald destination secrets')
}

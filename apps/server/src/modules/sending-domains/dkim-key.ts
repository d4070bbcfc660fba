import { generateKeyPair, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const generate = promisify(generateKeyPair)

export interface DkimKeyPair {
  selector: string
  /** Base64 DER SubjectPublicKeyInfo: the `p=` of the DKIM record. */
  publicKey: string
  /** PKCS#8 PEM; sealed before it is stored. */
  privateKey: string
}

/** A new RSA-2048 key pair for a sending domain, under a selector of its own (`herald-` and 8 hex digits). */
export async function createDkimKeyPair(): Promise<DkimKeyPair> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  return {
    selector: `herald-${randomBytes(4).toString('hex')}`,
    publicKey: publicKey.toString('base64'),
    privateKey,
  }
}

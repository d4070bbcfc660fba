import { createSecretBox, type SecretBox } from './secret-box.ts'

/**
 * The box a job's file password is sealed in (ADR 0049): the same AES-256-GCM secret box as BI credentials,
 * under a key of its own derived from SECRET_KEY, so a sealed password opens nowhere else.
 */
export function createFilePasswordBox(secretKey: string): SecretBox {
  return createSecretBox(secretKey, 'herald file passwords')
}

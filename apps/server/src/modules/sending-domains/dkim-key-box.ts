import { createSecretBox, type SecretBox } from '../../platform/crypto/secret-box.ts'

/** The secret box DKIM private keys are sealed in: AES-256-GCM under a key of SECRET_KEY's for this purpose only. */
export const createDkimKeyBox = (secretKey: string): SecretBox =>
  createSecretBox(secretKey, 'herald dkim keys')

/** The SMTP relay's host name or address from SMTP_URL, for the SPF hint; none without SMTP_URL. */
export function smtpRelayHost(smtpUrl: string | undefined): string | undefined {
  return smtpUrl ? new URL(smtpUrl).hostname.replace(/^\[(.*)\]$/, '$1') : undefined
}

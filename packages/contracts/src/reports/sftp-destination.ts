import { z } from 'zod/mini'
import { requiredText } from '../field-rules.ts'

/**
 * An SFTP drop (ADR 0050): the customer's own server, signed in by password or private key, files written under
 * a temporary name and renamed into `folder` (row tokens allowed). The server's host key is pinned by its SHA-256
 * fingerprint: leave it out and the set-up answers the server's fingerprint to confirm.
 */
export const SFTP_HOST_KEY = /^(SHA256:)?[A-Za-z0-9+/]{43}=?$/

export const sftpMessages = {
  sftpHost: 'Enter the SFTP server’s host name or address.',
  sftpUsername: 'Enter the user name to sign in with.',
  sftpAuth: 'Enter a password or a private key (one of them).',
  sftpFolder: 'Enter a folder such as /reports or /drops/{filterValue} (no "..").',
  sftpHostKey:
    'Enter the host key as its SHA-256 fingerprint, such as SHA256:abc… (43 characters after SHA256:).',
  sftpConfirmHostKey: (fingerprint: string) =>
    `The server’s host key is ${fingerprint}. Check it with the server’s administrator, then add the destination with this host key to pin it.`,
  sftpHostKeyMismatch: (presented: string, pinned: string) =>
    `The SFTP server’s host key has changed: it presented ${presented}, the destination pins ${pinned}. Nothing was sent. If the change is expected, remove the destination and add it again to pin the new key.`,
} as const

/** The fingerprint a set-up answer names (sftpConfirmHostKey), for a form to fill in. */
export function sftpHostKeyOf(message: string): string | undefined {
  return /host key is (SHA256:[A-Za-z0-9+/]{43})\./.exec(message)?.[1]
}

/** `SHA256:` + unpadded base64, as OpenSSH shows a fingerprint. */
export function normalizeSftpHostKey(value: string): string {
  const bare = value
    .trim()
    .replace(/^SHA256:/, '')
    .replace(/=$/, '')
  return `SHA256:${bare}`
}

const optionalSecret = (max: number) => z.optional(z.string().check(z.maxLength(max)))

export const sftpDestinationInput = z
  .object({
    type: z.literal('SFTP'),
    host: requiredText(
      253,
      { required: sftpMessages.sftpHost },
      z.regex(/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+|[0-9a-fA-F:]+)$/, sftpMessages.sftpHost),
    ),
    port: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(65535)), 22),
    username: requiredText(255, { required: sftpMessages.sftpUsername }),
    password: optionalSecret(1024),
    /** An OpenSSH or PEM private key, unencrypted. */
    privateKey: optionalSecret(16_384),
    /** Where the files go; row tokens such as {filterValue} or {runDate:YYYY-MM} are filled per row. */
    folder: z._default(
      z.string().check(
        z.trim(),
        z.maxLength(1024),
        z.refine((f) => !/(^|\/)\.\.(\/|$)/.test(f) && !/[\0\r\n]/.test(f), sftpMessages.sftpFolder),
      ),
      '/',
    ),
    /** The pinned host key; leave it out to have the set-up answer the server's. */
    hostKeySha256: z.optional(z.string().check(z.trim(), z.regex(SFTP_HOST_KEY, sftpMessages.sftpHostKey))),
  })
  .check(
    z.refine((v) => !!v.password !== !!v.privateKey?.trim(), {
      message: sftpMessages.sftpAuth,
      path: ['password'],
    }),
  )

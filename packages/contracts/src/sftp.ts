import { z } from 'zod/mini'

/** SFTP download (spec §1/§6, ADR 0029): texts shown by the admin screens, the wizard and the SFTP server. */
export const sftpMessages = {
  disabled: 'SFTP is not enabled on this server. Set SFTP_PORT to enable it.',
  noCredentials: 'This account has no SFTP credentials.',
  invalidPublicKey: 'Not a valid SSH public key. Paste one line such as "ssh-ed25519 AAAA… comment".',
  deactivated: 'This account is deactivated. Ask your administrator.',
  tooManyFailures: 'Too many failed sign-ins. Try again later.',
  readOnly: 'The SFTP folder is read-only: files can be downloaded, not changed.',
  issued: 'SFTP credentials issued.',
  revoked: 'SFTP credentials revoked.',
  shownOnce:
    'Copy the password now and pass it on safely: Herald keeps only its hash and cannot show it again. If it is lost, issue new credentials.',
  wizardNote: (host: string, port: number, username: string) =>
    `The PDFs of every run can also be downloaded by SFTP: host ${host}, port ${port}, user name ${username}.`,
} as const

/** `POST …/sftp-credentials`: a random password (default), or the account's SSH public key instead. */
export const SftpCredentialsRequest = z.object({
  publicKey: z.optional(z.string().check(z.minLength(1), z.maxLength(16_384))),
})
export type SftpCredentialsRequest = z.infer<typeof SftpCredentialsRequest>

/** Where and as whom an account connects; `GET /api/account/sftp`. */
export const SftpAccess = z.object({
  host: z.string(),
  port: z.number(),
  username: z.string(),
})
export type SftpAccess = z.infer<typeof SftpAccess>

/** The answer to issuing credentials: the password is shown this once (null when a public key was given). */
export const SftpCredentials = z.extend(SftpAccess, {
  password: z.nullable(z.string()),
  authentication: z.enum(['PASSWORD', 'PUBLIC_KEY']),
})
export type SftpCredentials = z.infer<typeof SftpCredentials>

/** An account's SFTP credentials as an admin sees them (never the secret): when issued, and how they sign in. */
export const AdminSftpStatus = z.object({
  /** False when SFTP_PORT is unset: nothing can be issued. */
  enabled: z.boolean(),
  credentials: z.nullable(
    z.extend(SftpAccess, {
      authentication: z.enum(['PASSWORD', 'PUBLIC_KEY']),
      issuedAt: z.iso.datetime(),
    }),
  ),
})
export type AdminSftpStatus = z.infer<typeof AdminSftpStatus>

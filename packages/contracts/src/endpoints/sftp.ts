import { z } from 'zod/mini'
import { AdminUserIdParams } from '../admin-users.ts'
import { defineEndpoint, errors, noContent } from '../endpoint.ts'
import { AdminSftpStatus, SftpAccess, SftpCredentials, SftpCredentialsRequest } from '../sftp.ts'

/** SFTP download credentials (ADR 0029): issued and revoked by admins, shown to their account. */
export const sftpApi = {
  status: defineEndpoint({
    tag: 'Admin: users',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/users/:id/sftp-credentials',
    summary: 'Whether SFTP is on and the account has credentials: host, port, user name, how and when issued',
    params: AdminUserIdParams,
    responses: { 200: AdminSftpStatus, ...errors(404) },
  }),
  issue: defineEndpoint({
    tag: 'Admin: users',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/users/:id/sftp-credentials',
    summary:
      'Issue (or replace) the account’s SFTP credentials: a random password shown once, or the given SSH public key',
    params: AdminUserIdParams,
    body: SftpCredentialsRequest,
    responses: { 201: SftpCredentials, ...errors(404, 409) },
  }),
  revoke: defineEndpoint({
    tag: 'Admin: users',
    access: 'admin',
    method: 'DELETE',
    path: '/api/admin/users/:id/sftp-credentials',
    summary: 'Revoke the account’s SFTP credentials; new SFTP sign-ins with them are refused at once',
    params: AdminUserIdParams,
    responses: { 204: noContent, ...errors(404) },
  }),
  account: defineEndpoint({
    tag: 'Account',
    access: 'user',
    method: 'GET',
    path: '/api/account/sftp',
    summary:
      'Where the signed-in account downloads its files by SFTP, null when it has no credentials or SFTP is off',
    responses: { 200: z.nullable(SftpAccess) },
  }),
}

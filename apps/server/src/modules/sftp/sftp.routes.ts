import { sftpApi } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import { getAccountSftp } from './get-account-sftp.ts'
import { getAdminSftp } from './get-admin-sftp.ts'
import { issueCredentials } from './issue-credentials.ts'
import { revokeCredentials } from './revoke-credentials.ts'
import type { SftpDeps } from './sftp-deps.ts'

/** SFTP credentials: seen, issued and revoked by admins (401 anonymous, 403 others); shown to their account. */
export function registerSftpRoutes(app: FastifyInstance, deps: SftpDeps): void {
  route(app, sftpApi.status, async (request) => getAdminSftp(deps, request.params.id))
  route(app, sftpApi.issue, async (request) =>
    issueCredentials(deps, request.caller, request.params.id, request.body),
  )
  route(app, sftpApi.revoke, async (request) => {
    await revokeCredentials(deps, request.caller, request.params.id)
  })
  route(app, sftpApi.account, async (request) => getAccountSftp(deps, request.caller.userId))
}

import { adminUsersApi, Authority } from '@herald/contracts'
import type { FastifyInstance } from 'fastify'
import { route } from '../../platform/http/route.ts'
import type { AdminUsersDeps } from './admin-users-deps.ts'
import { createUser } from './create-user.ts'
import { deleteUser } from './delete-user.ts'
import { getUser } from './get-user.ts'
import { pageUsers } from './list-users.ts'
import { updateUser } from './update-user.ts'

/** User management (/admin/user-management): every route is for admins only (401 anonymous, 403 others). */
export function registerAdminUserRoutes(app: FastifyInstance, deps: AdminUsersDeps): void {
  route(app, adminUsersApi.list, async (request, reply) => {
    const { page, total } = await pageUsers(deps, request.query)
    return reply.header('x-total-count', String(total)).send(page)
  })
  route(app, adminUsersApi.get, async (request) => getUser(deps, request.params.id))
  route(app, adminUsersApi.create, async (request) => createUser(deps, request.caller, request.body))
  route(app, adminUsersApi.update, async (request) =>
    updateUser(deps, request.caller, request.params.id, request.body),
  )
  route(app, adminUsersApi.remove, async (request) => deleteUser(deps, request.caller, request.params.id))
  route(app, adminUsersApi.authorities, () => [...Authority.options])
}

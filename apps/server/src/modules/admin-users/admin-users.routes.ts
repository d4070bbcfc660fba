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
  const admin = deps.requireAdmin

  route(app, adminUsersApi.list, async (request, reply) => {
    await admin(request)
    const { page, total } = await pageUsers(deps, request.query)
    return reply.header('x-total-count', String(total)).send(page)
  })
  route(app, adminUsersApi.get, async (request) => {
    await admin(request)
    return getUser(deps, request.params.id)
  })
  route(app, adminUsersApi.create, async (request) => createUser(deps, await admin(request), request.body))
  route(app, adminUsersApi.update, async (request) =>
    updateUser(deps, await admin(request), request.params.id, request.body),
  )
  route(app, adminUsersApi.remove, async (request) =>
    deleteUser(deps, await admin(request), request.params.id),
  )
  route(app, adminUsersApi.authorities, async (request) => {
    await admin(request)
    return [...Authority.options]
  })
}

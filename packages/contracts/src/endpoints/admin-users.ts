import { z } from 'zod/mini'
import { Authority } from '../account.ts'
import {
  AdminUser,
  AdminUserCreate,
  AdminUserDeletion,
  AdminUserDetail,
  AdminUserIdParams,
  AdminUserListQuery,
  AdminUserUpdate,
} from '../admin-users.ts'
import { defineEndpoint, errors } from '../endpoint.ts'

const common = { tag: 'Admin: users', access: 'admin' } as const

/** User management (/admin/user-management): accounts, their roles, plans and deactivation. Admins only. */
export const adminUsersApi = {
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/admin/users',
    summary: 'One page of accounts, searched by email or name and sorted; the total is in x-total-count',
    query: AdminUserListQuery,
    responses: { 200: z.array(AdminUser) },
  }),
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/admin/users/:id',
    summary: 'One account, with the jobs, files and API keys deleting it would delete',
    params: AdminUserIdParams,
    responses: { 200: AdminUserDetail, ...errors(404) },
  }),
  create: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/admin/users',
    summary: 'Create an account; it gets the activation email, as after sign-up',
    body: AdminUserCreate,
    responses: { 201: AdminUserDetail, ...errors(409) },
  }),
  update: defineEndpoint({
    ...common,
    method: 'PUT',
    path: '/api/admin/users/:id',
    summary:
      'Edit name, roles, plan, trial end and job-creation permission, or deactivate (sessions and API key stop at once)',
    params: AdminUserIdParams,
    body: AdminUserUpdate,
    responses: { 200: AdminUserDetail, ...errors(404) },
  }),
  remove: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/api/admin/users/:id',
    summary: 'Delete an account with its jobs, generated files and API key',
    params: AdminUserIdParams,
    responses: { 200: AdminUserDeletion, ...errors(404) },
  }),
  authorities: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/authorities',
    summary: 'The roles an account can have',
    responses: { 200: z.array(Authority) },
  }),
}

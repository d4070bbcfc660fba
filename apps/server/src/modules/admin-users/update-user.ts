import {
  adminUserMessages,
  TRIAL_MS,
  type AdminUserDetail,
  type AdminUserUpdate,
  type Authority,
} from '@herald/contracts'
import { AppError, notFound } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import type { AdminUsersDeps } from './admin-users-deps.ts'
import { deleteSessions, lockUser, updateUser as updateUserRow, type UserRow } from './admin-users.queries.ts'
import { getUser } from './get-user.ts'

export const roleOf = (authorities: readonly Authority[]) =>
  authorities.includes('ROLE_ADMIN') ? 'ROLE_ADMIN' : 'ROLE_USER'

type Changes = Record<string, string>

/** 'before → after' for each edited field, as the audit event records it. */
function changesOf(
  row: UserRow,
  next: Omit<AdminUserUpdate, 'deactivated' | 'authorities'> & { role: string },
) {
  const changes: Changes = {}
  const note = (field: string, before: unknown, after: unknown) => {
    if (before !== after) changes[field] = `${String(before ?? '')} → ${String(after ?? '')}`
  }
  note('firstName', row.firstName, next.firstName)
  note('lastName', row.lastName, next.lastName ?? null)
  note('role', row.role, next.role)
  note('subscriptionType', row.subscriptionType, next.subscriptionType)
  note(
    'trialEndsAt',
    new Date(row.subscriptionStartDate.getTime() + TRIAL_MS).toISOString(),
    new Date(next.trialEndsAt).toISOString(),
  )
  note('canCreateJobs', row.canCreateJobs, next.canCreateJobs)
  return changes
}

/**
 * Edits an account. The plan, role and job-creation permission are read on every request, so they apply
 * to the user's next request; deactivating deletes their sessions and their API key is refused at once.
 * An admin cannot remove their own admin role or deactivate themselves.
 */
export async function updateUser(
  deps: AdminUsersDeps,
  admin: Principal,
  id: string,
  input: AdminUserUpdate,
): Promise<AdminUserDetail> {
  const self = admin.userId === id
  if (self && !input.authorities.includes('ROLE_ADMIN')) {
    throw new AppError(400, adminUserMessages.selfDemotion)
  }
  if (self && input.deactivated) throw new AppError(400, adminUserMessages.selfDeactivation)
  const now = deps.clock()
  await deps.db.transaction(async (tx) => {
    const row = await lockUser(tx, id)
    if (!row) throw notFound()
    const role = roleOf(input.authorities)
    const changes = changesOf(row, { ...input, role })
    const wasDeactivated = row.deactivatedAt !== null
    await updateUserRow(
      tx,
      id,
      {
        name: input.firstName,
        firstName: input.firstName,
        lastName: input.lastName ?? null,
        role,
        subscriptionType: input.subscriptionType,
        canCreateJobs: input.canCreateJobs,
        ...('trialEndsAt' in changes
          ? { subscriptionStartDate: new Date(Date.parse(input.trialEndsAt) - TRIAL_MS) }
          : {}),
        deactivatedAt: input.deactivated ? (row.deactivatedAt ?? now) : null,
      },
      now,
    )
    const user = row.email
    if (Object.keys(changes).length > 0) {
      await recordAuditEvent(tx, { principal: admin.email, type: 'USER_UPDATED', data: { user, ...changes } })
    }
    if (input.deactivated && !wasDeactivated) {
      await deleteSessions(tx, id)
      await recordAuditEvent(tx, { principal: admin.email, type: 'USER_DEACTIVATED', data: { user } })
    } else if (!input.deactivated && wasDeactivated) {
      await recordAuditEvent(tx, { principal: admin.email, type: 'USER_REACTIVATED', data: { user } })
    }
  })
  return getUser(deps, id)
}

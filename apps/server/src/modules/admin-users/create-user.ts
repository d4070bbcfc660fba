import { randomBytes } from 'node:crypto'
import { adminUserMessages, TRIAL_MS, type AdminUserCreate, type AdminUserDetail } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import type { AdminUsersDeps } from './admin-users-deps.ts'
import { findUserIdByEmail, updateUser } from './admin-users.queries.ts'
import { getUser } from './get-user.ts'
import { roleOf } from './update-user.ts'

/**
 * Creates an inactive account the way sign-up does (the authentication library emails the activation link;
 * the password is random and unknown, the user signs in with codes or sets one by reset), then gives it the
 * roles, plan and permission the admin chose.
 */
export async function createUser(
  deps: AdminUsersDeps,
  admin: Principal,
  input: AdminUserCreate,
): Promise<AdminUserDetail> {
  const email = input.email.toLowerCase()
  if (await findUserIdByEmail(deps.db, email)) throw new AppError(409, adminUserMessages.emailExists)
  try {
    await deps.auth.api.signUpEmail({
      body: {
        email,
        name: input.firstName,
        password: randomBytes(32).toString('base64url'),
        firstName: input.firstName,
        lastName: input.lastName ?? undefined,
        langKey: input.langKey,
      },
    })
  } catch (error) {
    if (await findUserIdByEmail(deps.db, email)) throw new AppError(409, adminUserMessages.emailExists)
    throw error
  }
  const id = await findUserIdByEmail(deps.db, email)
  if (!id) throw new Error(`The account ${email} was not created`)
  const now = deps.clock()
  const role = roleOf(input.authorities)
  await deps.db.transaction(async (tx) => {
    await updateUser(
      tx,
      id,
      {
        role,
        subscriptionType: input.subscriptionType,
        subscriptionStartDate: input.trialEndsAt ? new Date(Date.parse(input.trialEndsAt) - TRIAL_MS) : now,
        canCreateJobs: input.canCreateJobs,
      },
      now,
    )
    await recordAuditEvent(tx, {
      principal: admin.email,
      type: 'USER_CREATED',
      data: { user: email, role, subscriptionType: input.subscriptionType },
    })
  })
  return getUser(deps, id)
}

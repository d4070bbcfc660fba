import {
  ADMIN_PLANS,
  TRIAL_MS,
  type AdminPlan,
  type AdminUser,
  type AdminUserUpdate,
} from '@herald/contracts'
import { useState, type FormEvent } from 'react'
import { useSaveUser } from '../../api/save-user.ts'

export type UserForm = AdminUserUpdate & { email: string }

function initialForm(user: AdminUser | undefined): UserForm {
  return {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    authorities: user?.authorities ?? ['ROLE_USER'],
    subscriptionType: (ADMIN_PLANS as readonly string[]).includes(user?.subscriptionType ?? '')
      ? (user!.subscriptionType as AdminPlan)
      : 'FREE_TRIAL',
    trialEndsAt: user?.trialEndsAt ?? new Date(Date.now() + TRIAL_MS).toISOString(),
    canCreateJobs: user?.canCreateJobs ?? true,
    deactivated: user?.deactivated ?? false,
  }
}

/** The create / edit form's values and its submit: an edit sends the update, a creation the new account. */
export function useUserForm(user: AdminUser | undefined, onSaved: () => void) {
  const [form, setForm] = useState<UserForm>(() => initialForm(user))
  const save = useSaveUser()
  const set = <K extends keyof UserForm>(key: K, value: UserForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { email, deactivated, ...fields } = form
    const common = { ...fields, lastName: fields.lastName?.trim() ? fields.lastName : null }
    save.mutate(
      user
        ? { id: user.id, body: { ...common, deactivated } }
        : { body: { email, langKey: 'en', ...common } },
      { onSuccess: onSaved },
    )
  }
  return { form, set, submit, saving: save.isPending, failed: save.error !== null }
}

export type UserFormState = ReturnType<typeof useUserForm>

import { ADMIN_PLANS, planLabels, type AdminPlan, type AdminUser } from '@herald/contracts'
import { Checkbox, Group, Select, Switch, TextInput } from '@mantine/core'
import { DayInput } from '../../../../components/day-input.tsx'
import { toDateInput } from '../format.ts'
import type { UserFormState } from './use-user-form.ts'

interface FieldsProps {
  state: UserFormState
  /** The account edited; undefined when creating one. */
  user: AdminUser | undefined
  /** The admin edits their own account. */
  self: boolean
}

const planOptions = ADMIN_PLANS.map((plan) => ({ value: plan, label: planLabels[plan] }))

/** The email (only when creating) and the names. */
export function IdentityFields({ state: { form, set }, user }: FieldsProps) {
  return (
    <>
      {user ? null : (
        <TextInput
          label="Email"
          required
          type="email"
          value={form.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          description="An activation email is sent to this address, as after sign-up."
          data-autofocus
        />
      )}
      <Group grow>
        <TextInput
          label="First name"
          required
          value={form.firstName}
          onChange={(e) => set('firstName', e.currentTarget.value)}
        />
        <TextInput
          label="Last name"
          value={form.lastName ?? ''}
          onChange={(e) => set('lastName', e.currentTarget.value)}
        />
      </Group>
    </>
  )
}

/** The admin role: fixed for an account listed in ADMIN_EMAILS and for the admin's own account. */
export function AdminRoleField({ state: { form, set }, user, self }: FieldsProps) {
  const byConfiguration = user?.adminByConfiguration === true
  return (
    <Checkbox
      label="Administrator (ROLE_ADMIN): user management, metrics, health, configuration, audits"
      checked={form.authorities.includes('ROLE_ADMIN') || byConfiguration}
      disabled={self || byConfiguration}
      onChange={(e) =>
        set('authorities', e.currentTarget.checked ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'])
      }
      description={
        byConfiguration
          ? 'This account is listed in ADMIN_EMAILS, so it stays an administrator whatever is chosen here.'
          : self
            ? 'You cannot remove your own admin role.'
            : undefined
      }
    />
  )
}

/** The plan and the day the trial ends. */
export function PlanFields({ state: { form, set } }: FieldsProps) {
  return (
    <Group grow align="flex-start">
      <Select
        label="Plan"
        data={planOptions}
        value={form.subscriptionType}
        allowDeselect={false}
        onChange={(value) => value && set('subscriptionType', value as AdminPlan)}
      />
      <DayInput
        label="Trial ends on"
        value={toDateInput(form.trialEndsAt)}
        onChange={(day) => {
          if (day) set('trialEndsAt', `${day}${form.trialEndsAt.slice(10)}`)
        }}
        description="The free trial lasts 7 days from its start (UTC)."
      />
    </Group>
  )
}

/** Whether the account may create jobs, and (when editing) whether it is deactivated. */
export function AccessSwitches({ state: { form, set }, user, self }: FieldsProps) {
  return (
    <>
      <Switch
        label="May create jobs"
        checked={form.canCreateJobs}
        onChange={(e) => set('canCreateJobs', e.currentTarget.checked)}
      />
      {user ? (
        <Switch
          color="red"
          label="Deactivated"
          description={
            self
              ? 'You cannot deactivate your own account.'
              : 'A deactivated account is signed out at once, its API key stops working and its scheduled runs are skipped until it is reactivated.'
          }
          disabled={self}
          checked={form.deactivated}
          onChange={(e) => set('deactivated', e.currentTarget.checked)}
        />
      ) : null}
    </>
  )
}

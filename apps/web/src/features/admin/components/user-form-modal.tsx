import {
  ADMIN_PLANS,
  planLabels,
  TRIAL_MS,
  type AdminPlan,
  type AdminUser,
  type AdminUserUpdate,
} from '@herald/contracts'
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useSaveUser } from '../api/save-user.ts'
import { toDateInput } from './format.ts'
import { DayInput } from '../../../components/day-input.tsx'

interface UserFormModalProps {
  /** The account edited; undefined to create one. */
  user: AdminUser | undefined
  /** The signed-in admin's own id: they cannot remove their own admin role or deactivate themselves. */
  selfId: string | undefined
  onClose: () => void
}

type Form = AdminUserUpdate & { email: string }

const planOptions = ADMIN_PLANS.map((plan) => ({ value: plan, label: planLabels[plan] }))

function initialForm(user: AdminUser | undefined): Form {
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

/** Create or edit an account: name, roles, plan, trial end, job-creation permission, deactivation. */
export function UserFormModal({ user, selfId, onClose }: UserFormModalProps) {
  const [form, setForm] = useState<Form>(() => initialForm(user))
  const save = useSaveUser()
  const self = user !== undefined && user.id === selfId
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }))
  const isAdmin = form.authorities.includes('ROLE_ADMIN')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { email, deactivated, ...fields } = form
    const common = { ...fields, lastName: fields.lastName?.trim() ? fields.lastName : null }
    save.mutate(
      user
        ? { id: user.id, body: { ...common, deactivated } }
        : { body: { email, langKey: 'en', ...common } },
      { onSuccess: onClose },
    )
  }

  return (
    <Modal opened onClose={onClose} title={user ? `Edit ${user.email}` : 'Create a user'} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
          <Checkbox
            label="Administrator (ROLE_ADMIN): user management, metrics, health, configuration, audits"
            checked={isAdmin || user?.adminByConfiguration === true}
            disabled={self || user?.adminByConfiguration === true}
            onChange={(e) =>
              set('authorities', e.currentTarget.checked ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'])
            }
            description={
              user?.adminByConfiguration
                ? 'This account is listed in ADMIN_EMAILS, so it stays an administrator whatever is chosen here.'
                : self
                  ? 'You cannot remove your own admin role.'
                  : undefined
            }
          />
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
          {save.error ? (
            <Alert color="red" variant="light">
              <Text size="sm">The user was not saved. Check the message above and try again.</Text>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {user ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

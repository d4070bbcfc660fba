import type { AdminUser } from '@herald/contracts'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { AccessSwitches, AdminRoleField, IdentityFields, PlanFields } from './user-form/user-form-fields.tsx'
import { useUserForm } from './user-form/use-user-form.ts'

interface UserFormModalProps {
  /** The account edited; undefined to create one. */
  user: AdminUser | undefined
  /** The signed-in admin's own id: they cannot remove their own admin role or deactivate themselves. */
  selfId: string | undefined
  onClose: () => void
}

/** Create or edit an account: name, roles, plan, trial end, job-creation permission, deactivation. */
export function UserFormModal({ user, selfId, onClose }: UserFormModalProps) {
  const state = useUserForm(user, onClose)
  const fields = { state, user, self: user !== undefined && user.id === selfId }
  return (
    <Modal opened onClose={onClose} title={user ? `Edit ${user.email}` : 'Create a user'} centered size="lg">
      <form onSubmit={state.submit} noValidate>
        <Stack gap="md">
          <IdentityFields {...fields} />
          <AdminRoleField {...fields} />
          <PlanFields {...fields} />
          <AccessSwitches {...fields} />
          {state.failed ? (
            <Alert color="red" variant="light">
              <Text size="sm">The user was not saved. Check the message above and try again.</Text>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={state.saving}>
              Cancel
            </Button>
            <Button type="submit" loading={state.saving}>
              {user ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

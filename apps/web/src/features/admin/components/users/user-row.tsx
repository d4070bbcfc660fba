import { planLabels, type AdminUser } from '@herald/contracts'
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core'
import { IconKey, IconLock, IconLockOpen, IconPencil } from '@tabler/icons-react'
import { RemoveButton } from '../../../../components/remove-button.tsx'
import { formatDateOf, formatDateTime } from '../../../../lib/format-date.ts'

export type UserAction = 'edit' | 'sftp' | 'deactivate' | 'reactivate' | 'delete'

const isTrial = (user: AdminUser) =>
  user.subscriptionType === 'FREE_TRIAL' || user.subscriptionType.endsWith('EXPIRED')

function RowActions({
  user,
  self,
  onAction,
}: {
  user: AdminUser
  self: boolean
  onAction: (action: UserAction, user: AdminUser) => void
}) {
  const toggle = user.deactivated ? 'reactivate' : 'deactivate'
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${user.email}`} onClick={() => onAction('edit', user)}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="SFTP access">
        <ActionIcon
          variant="subtle"
          color="teal"
          aria-label={`SFTP access for ${user.email}`}
          onClick={() => onAction('sftp', user)}
        >
          <IconKey size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip
        label={self ? 'You cannot deactivate yourself' : user.deactivated ? 'Reactivate' : 'Deactivate'}
      >
        <ActionIcon
          variant="subtle"
          color={user.deactivated ? 'green' : 'orange'}
          aria-label={`${user.deactivated ? 'Reactivate' : 'Deactivate'} ${user.email}`}
          disabled={self}
          onClick={() => onAction(toggle, user)}
        >
          {user.deactivated ? <IconLockOpen size={16} /> : <IconLock size={16} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={self ? 'You cannot delete yourself' : 'Delete'}>
        <RemoveButton
          label={`Delete ${user.email}`}
          disabled={self}
          onClick={() => onAction('delete', user)}
        />
      </Tooltip>
    </Group>
  )
}

function RoleBadges({ user }: { user: AdminUser }) {
  return (
    <Group gap={4} wrap="nowrap">
      {user.authorities.map((role) => (
        <Badge
          key={role}
          size="sm"
          variant="outline"
          color={role === 'ROLE_ADMIN' ? 'violet' : 'blue'}
          title={role === 'ROLE_ADMIN' && user.adminByConfiguration ? 'Listed in ADMIN_EMAILS' : undefined}
        >
          {role}
        </Badge>
      ))}
    </Group>
  )
}

interface UserRowProps {
  user: AdminUser
  /** The row is the signed-in admin's own account. */
  self: boolean
  onAction: (action: UserAction, user: AdminUser) => void
}

/** One account: email (and whether deactivated), name, activation, roles, plan, trial end, last sign-in, jobs. */
export function UserRow({ user, self, onAction }: UserRowProps) {
  return (
    <Table.Tr opacity={user.deactivated ? 0.6 : 1}>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{user.email}</Text>
          {user.deactivated ? (
            <Badge color="red" variant="light" size="sm">
              Deactivated
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>{[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</Table.Td>
      <Table.Td>
        <Badge color={user.activated ? 'green' : 'gray'} variant="light" size="sm">
          {user.activated ? 'Activated' : 'Not activated'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <RoleBadges user={user} />
      </Table.Td>
      <Table.Td>{planLabels[user.subscriptionType]}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {isTrial(user) ? formatDateOf(user.trialEndsAt, 'UTC') : '—'}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Never'}
      </Table.Td>
      <Table.Td>{user.jobCount}</Table.Td>
      <Table.Td>
        <RowActions user={user} self={self} onAction={onAction} />
      </Table.Td>
    </Table.Tr>
  )
}

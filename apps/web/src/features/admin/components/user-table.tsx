import { planLabels, type AdminUser, type UserSortField } from '@herald/contracts'
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core'
import { IconKey, IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react'
import { formatDateOf, formatDateTime } from '../../../lib/format-date.ts'
import { SortHeader, type Sort } from '../../../components/sort-header.tsx'

export type UserAction = 'edit' | 'sftp' | 'deactivate' | 'reactivate' | 'delete'

interface UserTableProps {
  users: AdminUser[]
  sort: Sort<UserSortField>
  onSort: (field: UserSortField) => void
  selfId: string | undefined
  onAction: (action: UserAction, user: AdminUser) => void
}

const isTrial = (user: AdminUser) =>
  user.subscriptionType === 'FREE_TRIAL' || user.subscriptionType.endsWith('EXPIRED')

function RowActions({
  user,
  self,
  onAction,
}: {
  user: AdminUser
  self: boolean
  onAction: UserTableProps['onAction']
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
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${user.email}`}
          disabled={self}
          onClick={() => onAction('delete', user)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  )
}

/** The accounts of this Herald: one row each, sortable headers, actions at the end. */
export function UserTable({ users, sort, onSort, selfId, onAction }: UserTableProps) {
  const header = (field: UserSortField, label: string) => (
    <SortHeader field={field} sort={sort} onSort={onSort}>
      {label}
    </SortHeader>
  )
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            {header('email', 'Email')}
            {header('name', 'Name')}
            {header('activated', 'Activated')}
            {header('roles', 'Roles')}
            {header('plan', 'Plan')}
            {header('trialEndsAt', 'Trial end')}
            {header('lastSignInAt', 'Last sign-in')}
            {header('jobs', 'Jobs')}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} opacity={user.deactivated ? 0.6 : 1}>
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
                <Group gap={4} wrap="nowrap">
                  {user.authorities.map((role) => (
                    <Badge
                      key={role}
                      size="sm"
                      variant="outline"
                      color={role === 'ROLE_ADMIN' ? 'violet' : 'blue'}
                      title={
                        role === 'ROLE_ADMIN' && user.adminByConfiguration
                          ? 'Listed in ADMIN_EMAILS'
                          : undefined
                      }
                    >
                      {role}
                    </Badge>
                  ))}
                </Group>
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
                <RowActions user={user} self={user.id === selfId} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

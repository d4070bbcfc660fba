import type { AdminUser, UserSortField } from '@herald/contracts'
import { Table } from '@mantine/core'
import { SortHeader, type Sort } from '../../../components/sort-header.tsx'
import { UserRow, type UserAction } from './users/user-row.tsx'

interface UserTableProps {
  users: AdminUser[]
  sort: Sort<UserSortField>
  onSort: (field: UserSortField) => void
  selfId: string | undefined
  onAction: (action: UserAction, user: AdminUser) => void
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
            <UserRow key={user.id} user={user} self={user.id === selfId} onAction={onAction} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

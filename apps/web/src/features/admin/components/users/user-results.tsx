import { adminUserMessages, type AdminUser, type UserSortField } from '@herald/contracts'
import { IconUsers } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { PagedQueryState } from '../../../../components/paged-query-state.tsx'
import type { ServerPaging } from '../../../../components/use-server-paging.ts'
import type { UserPage } from '../../api/list-users.ts'
import { UserTable } from '../user-table.tsx'
import type { UserAction } from './user-row.tsx'

const PAGE_SIZES = [10, 30, 50, 100] as const

interface UserResultsProps {
  query: UseQueryResult<UserPage>
  paging: ServerPaging<UserSortField>
  /** The search the list is narrowed by, '' for none. */
  search: string
  selfId: string | undefined
  onAction: (kind: UserAction, user: AdminUser) => void
}

/** The page of accounts with its pager; a spinner, a failure with Try again, or why the list is empty. */
export function UserResults({ query, paging, search, selfId, onAction }: UserResultsProps) {
  return (
    <PagedQueryState
      query={query}
      paging={paging}
      pageSizes={PAGE_SIZES}
      size="page"
      loading="Loading users"
      failed={adminUserMessages.loadFailed}
      isEmpty={(data) => data.users.length === 0}
      empty={{
        icon: <IconUsers size={26} />,
        title: search ? `No user matches “${search}”.` : 'No users yet.',
        description: search
          ? 'Check the spelling, or search part of the email or name.'
          : 'Create one, or share the sign-up page.',
      }}
    >
      {(data) => (
        <UserTable
          users={data.users}
          sort={paging.sort}
          onSort={paging.sortBy}
          selfId={selfId}
          onAction={onAction}
        />
      )}
    </PagedQueryState>
  )
}

import type { UserSortField } from '@herald/contracts'
import { Button, Group, Stack, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch, IconUserPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useServerPaging } from '../../../components/use-server-paging.ts'
import { useSession } from '../../../lib/session.ts'
import { userPageQuery } from '../api/list-users.ts'
import { UserDialogs, type UserDialog } from './users/user-dialogs.tsx'
import { UserResults } from './users/user-results.tsx'

/**
 * /admin/user-management: accounts paged, searched and sorted on the server; create, edit, SFTP access,
 * deactivate, delete.
 */
export function UserManagementPage() {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const paging = useServerPaging<UserSortField>({ sort: { field: 'email', direction: 'asc' }, size: 30 })
  const [dialog, setDialog] = useState<UserDialog>()
  const selfId = useSession().account?.id
  const query = useQuery(userPageQuery({ ...paging.params, ...(debounced ? { search: debounced } : {}) }))

  return (
    <Stack gap="md" py="md">
      <Group justify="space-between">
        <Title order={2}>Users</Title>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDialog({ kind: 'create' })}>
          Create a user
        </Button>
      </Group>
      <TextInput
        aria-label="Search users"
        placeholder="Search by email or name"
        leftSection={<IconSearch size={16} />}
        value={search}
        maxLength={254}
        onChange={(e) => paging.resetting(setSearch)(e.currentTarget.value)}
        maw={420}
      />
      <UserResults
        query={query}
        paging={paging}
        search={debounced}
        selfId={selfId}
        onAction={(kind, user) => setDialog({ kind, user })}
      />
      <UserDialogs dialog={dialog} selfId={selfId} onClose={() => setDialog(undefined)} />
    </Stack>
  )
}

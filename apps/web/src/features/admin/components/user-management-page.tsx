import {
  adminUserMessages,
  type AdminUser,
  type AdminUserUpdate,
  type UserSortField,
} from '@herald/contracts'
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { MessageState } from '../../../components/message-state.tsx'
import { PageLoader } from '../../../components/page-loader.tsx'
import { TablePager } from '../../../components/table-pager.tsx'
import { useSession } from '../../../lib/session.ts'
import { userPageQuery } from '../api/list-users.ts'
import { useSaveUser } from '../api/save-user.ts'
import { DeleteUserDialog } from './delete-user-dialog.tsx'
import { SftpCredentialsModal } from './sftp-credentials-modal.tsx'
import { nextSort, sortParam, type Sort } from '../../../components/sort-header.tsx'
import { UserFormModal } from './user-form-modal.tsx'
import { UserTable, type UserAction } from './user-table.tsx'

const PAGE_SIZES = [10, 30, 50, 100] as const

type Dialog = { kind: UserAction | 'create'; user?: AdminUser } | undefined

/** The edit body of an account as it is, with deactivation switched. */
const withDeactivated = (user: AdminUser, deactivated: boolean): AdminUserUpdate => ({
  firstName: user.firstName ?? user.email,
  lastName: user.lastName,
  authorities: user.authorities,
  subscriptionType: user.subscriptionType === 'FREE_TRIAL_EXPIRED' ? 'TRIAL_EXPIRED' : user.subscriptionType,
  trialEndsAt: user.trialEndsAt,
  canCreateJobs: user.canCreateJobs,
  deactivated,
})

/**
 * /admin/user-management: accounts paged, searched and sorted on the server; create, edit, SFTP access,
 * deactivate, delete.
 */
export function UserManagementPage() {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const [page, setPage] = useState(0)
  const [size, setSize] = useState(30)
  const [sort, setSort] = useState<Sort<UserSortField>>({ field: 'email', direction: 'asc' })
  const [dialog, setDialog] = useState<Dialog>()
  const selfId = useSession().account?.id
  const save = useSaveUser()
  const query = useQuery(
    userPageQuery({ page, size, sort: sortParam(sort), ...(debounced ? { search: debounced } : {}) }),
  )
  const close = () => setDialog(undefined)
  const toggling = dialog?.kind === 'deactivate' || dialog?.kind === 'reactivate' ? dialog.user! : undefined

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
        onChange={(e) => {
          setSearch(e.currentTarget.value)
          setPage(0)
        }}
        maw={420}
      />
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <MessageState icon={<IconUsers size={28} />} color="red" message={adminUserMessages.loadFailed}>
          <Button variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </MessageState>
      ) : query.data.users.length === 0 ? (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            {debounced
              ? `No user matches “${debounced}”. Check the spelling, or search part of the email or name.`
              : 'No users yet. Create one, or share the sign-up page.'}
          </Text>
        </Paper>
      ) : (
        <>
          <UserTable
            users={query.data.users}
            sort={sort}
            onSort={(field) => {
              setSort(nextSort(sort, field))
              setPage(0)
            }}
            selfId={selfId}
            onAction={(kind, user) => setDialog({ kind, user })}
          />
          <TablePager
            page={page}
            pageSize={size}
            total={query.data.total}
            onChange={setPage}
            pageSizes={PAGE_SIZES}
            onPageSizeChange={(next) => {
              setSize(next)
              setPage(0)
            }}
          />
        </>
      )}
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <UserFormModal user={dialog.user} selfId={selfId} onClose={close} />
      ) : null}
      {dialog?.kind === 'delete' && dialog.user ? (
        <DeleteUserDialog user={dialog.user} onClose={close} />
      ) : null}
      {dialog?.kind === 'sftp' && dialog.user ? (
        <SftpCredentialsModal user={dialog.user} onClose={close} />
      ) : null}
      {toggling ? (
        <ConfirmDialog
          opened
          title={toggling.deactivated ? 'Reactivate this user?' : 'Deactivate this user?'}
          confirmLabel={toggling.deactivated ? 'Reactivate' : 'Deactivate'}
          confirmColor={toggling.deactivated ? 'green' : 'orange'}
          cancelLabel="Cancel"
          busy={save.isPending}
          onClose={close}
          onConfirm={() =>
            save.mutate(
              { id: toggling.id, body: withDeactivated(toggling, !toggling.deactivated) },
              { onSuccess: close },
            )
          }
        >
          {toggling.deactivated
            ? `${toggling.email} will be able to sign in again, and their API key will work again.`
            : `${toggling.email} is signed out at once, cannot sign in, and their API key stops working until you reactivate the account. Their jobs and files are kept.`}
        </ConfirmDialog>
      ) : null}
    </Stack>
  )
}

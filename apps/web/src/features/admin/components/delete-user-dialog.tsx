import type { AdminUser, AdminUserDetail } from '@herald/contracts'
import { Loader, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { useDeleteUser } from '../api/delete-user.ts'
import { userQuery } from '../api/get-user.ts'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What deleting the account deletes, in words: '3 jobs, 12 generated files and its API key'. */
export function deletionSummary(user: Pick<AdminUserDetail, 'jobCount' | 'fileCount' | 'apiKeyCount'>) {
  const parts = [
    plural(user.jobCount, 'job', 'jobs'),
    plural(user.fileCount, 'generated file', 'generated files'),
    user.apiKeyCount > 0 ? 'its API key' : 'no API key',
  ]
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`
}

/** Confirms deleting an account, naming what goes with it (read from the server when the dialog opens). */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const detail = useQuery(userQuery(user.id))
  const remove = useDeleteUser()
  return (
    <ConfirmDialog
      opened
      title="Delete this user?"
      confirmLabel="Delete"
      confirmColor="red"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate(user.id, { onSuccess: onClose })}
    >
      <Text>
        The account <strong>{user.email}</strong> will be deleted with{' '}
        {detail.data ? <strong>{deletionSummary(detail.data)}</strong> : <Loader size="xs" />}. Its sessions
        end at once. This cannot be undone.
      </Text>
    </ConfirmDialog>
  )
}

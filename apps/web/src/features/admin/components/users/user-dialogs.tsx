import type { AdminUser } from '@herald/contracts'
import { DeleteUserDialog } from '../delete-user-dialog.tsx'
import { SftpCredentialsModal } from '../sftp-credentials-modal.tsx'
import { UserFormModal } from '../user-form-modal.tsx'
import type { UserAction } from './user-row.tsx'
import { ToggleDeactivationDialog } from './toggle-deactivation-dialog.tsx'

export type UserDialog = { kind: UserAction | 'create'; user?: AdminUser } | undefined

/** The dialog the Users page has open, if any: create, edit, delete, SFTP access, (re)activate. */
export function UserDialogs({
  dialog,
  selfId,
  onClose,
}: {
  dialog: UserDialog
  selfId?: string
  onClose: () => void
}) {
  if (dialog?.kind === 'create' || dialog?.kind === 'edit') {
    return <UserFormModal user={dialog.user} selfId={selfId} onClose={onClose} />
  }
  if (!dialog?.user) return null
  if (dialog.kind === 'delete') return <DeleteUserDialog user={dialog.user} onClose={onClose} />
  if (dialog.kind === 'sftp') return <SftpCredentialsModal user={dialog.user} onClose={onClose} />
  return <ToggleDeactivationDialog user={dialog.user} onClose={onClose} />
}

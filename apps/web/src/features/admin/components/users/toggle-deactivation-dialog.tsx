import type { AdminUser, AdminUserUpdate } from '@herald/contracts'
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx'
import { useSaveUser } from '../../api/save-user.ts'

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

/** Asks before deactivating an account (or reactivating a deactivated one), saying what follows. */
export function ToggleDeactivationDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const save = useSaveUser()
  return (
    <ConfirmDialog
      opened
      title={user.deactivated ? 'Reactivate this user?' : 'Deactivate this user?'}
      confirmLabel={user.deactivated ? 'Reactivate' : 'Deactivate'}
      confirmColor={user.deactivated ? 'green' : 'orange'}
      busy={save.isPending}
      onClose={onClose}
      onConfirm={() =>
        save.mutate({ id: user.id, body: withDeactivated(user, !user.deactivated) }, { onSuccess: onClose })
      }
    >
      {user.deactivated
        ? `${user.email} will be able to sign in again, and their API key will work again.`
        : `${user.email} is signed out at once, cannot sign in, and their API key stops working until you reactivate the account. Their jobs and files are kept.`}
    </ConfirmDialog>
  )
}

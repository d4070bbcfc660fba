import { accountSessionMessages, type AccountSession } from '@herald/contracts'
import { Text } from '@mantine/core'
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx'
import { errorText } from '../../../../lib/api-error.ts'
import { useRevokeOtherSessions, useRevokeSession } from '../../api/revoke-sessions.ts'

/** Asks before signing one session out; a refusal shows in the dialog. */
export function RevokeSessionDialog({
  session,
  onClose,
}: {
  session: AccountSession | null
  onClose: () => void
}) {
  const revoke = useRevokeSession()
  const close = () => {
    onClose()
    revoke.reset()
  }
  return (
    <ConfirmDialog
      opened={session !== null}
      title="Revoke session"
      confirmLabel="Revoke"
      confirmColor="red"
      cancelLabel="Cancel"
      busy={revoke.isPending}
      refusal={revoke.isError ? errorText(revoke.error) : null}
      onClose={close}
      onConfirm={() => session && revoke.mutate(session.id, { onSuccess: close })}
    >
      <Text>
        {accountSessionMessages.confirmRevoke} ({session?.device}
        {session?.address ? `, ${session.address}` : ''})
      </Text>
    </ConfirmDialog>
  )
}

/** Asks before 'Sign out everywhere else'; a refusal shows in the dialog. */
export function RevokeOthersDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const revokeOthers = useRevokeOtherSessions()
  const close = () => {
    onClose()
    revokeOthers.reset()
  }
  return (
    <ConfirmDialog
      opened={opened}
      title="Sign out everywhere else"
      confirmLabel="Sign out others"
      confirmColor="red"
      cancelLabel="Cancel"
      busy={revokeOthers.isPending}
      refusal={revokeOthers.isError ? errorText(revokeOthers.error) : null}
      onClose={close}
      onConfirm={() => revokeOthers.mutate(undefined, { onSuccess: close })}
    >
      <Text>{accountSessionMessages.confirmRevokeOthers}</Text>
    </ConfirmDialog>
  )
}

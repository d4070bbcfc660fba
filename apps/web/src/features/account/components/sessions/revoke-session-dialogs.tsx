import { accountSessionMessages, type AccountSession } from '@herald/contracts'
import { Text } from '@mantine/core'
import { ConfirmDialog, confirmingMutation } from '../../../../components/confirm-dialog.tsx'
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
  const dialog = confirmingMutation(revoke, onClose)
  return (
    <ConfirmDialog
      opened={session !== null}
      title="Revoke session"
      confirmLabel="Revoke"
      confirmColor="red"
      {...dialog}
      onConfirm={() => session && revoke.mutate(session.id, { onSuccess: dialog.onClose })}
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
  const dialog = confirmingMutation(revokeOthers, onClose)
  return (
    <ConfirmDialog
      opened={opened}
      title="Sign out everywhere else"
      confirmLabel="Sign out others"
      confirmColor="red"
      {...dialog}
      onConfirm={() => revokeOthers.mutate(undefined, { onSuccess: dialog.onClose })}
    >
      <Text>{accountSessionMessages.confirmRevokeOthers}</Text>
    </ConfirmDialog>
  )
}

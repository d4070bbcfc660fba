import {
  hasSftpAccess,
  planLabels,
  sftpMessages,
  type AdminUser,
  type SftpCredentials,
} from '@herald/contracts'
import { Alert, Modal, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { PageState } from '../../../components/page-state.tsx'
import { sftpStatusQuery, useRevokeSftpCredentials } from '../api/sftp-credentials.ts'
import { IssueSftpForm } from './issue-sftp-form.tsx'
import { IssuedSftpCredentials } from './issued-sftp-credentials.tsx'
import { SftpCurrentAccess } from './sftp-current-access.tsx'

/** Asks before revoking the account's SFTP credentials, saying what follows. */
function RevokeSftpDialog({
  user,
  opened,
  onClose,
}: {
  user: AdminUser
  opened: boolean
  onClose: () => void
}) {
  const revoke = useRevokeSftpCredentials(user.id)
  return (
    <ConfirmDialog
      opened={opened}
      title="Revoke SFTP access?"
      confirmLabel="Revoke"
      confirmColor="red"
      busy={revoke.isPending}
      onClose={onClose}
      onConfirm={() => revoke.mutate(undefined, { onSettled: onClose })}
    >
      <Text>
        <strong>{user.email}</strong> can no longer sign in by SFTP with these credentials. Sessions open now
        end when they disconnect. Their files are kept.
      </Text>
    </ConfirmDialog>
  )
}

/**
 * An account's SFTP access (ADR 0029): what it has now, issue or replace (a password shown once, or a
 * public key), revoke after a confirmation. Only Premium and Enterprise accounts can be issued credentials.
 */
export function SftpCredentialsModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const status = useQuery(sftpStatusQuery(user.id))
  const [issued, setIssued] = useState<SftpCredentials>()
  const [confirming, setConfirming] = useState(false)
  const refusal = hasSftpAccess(user.subscriptionType)
    ? undefined
    : `${planLabels[user.subscriptionType]} accounts cannot use SFTP: it is for the Premium and Enterprise plans. Change the plan first.`

  return (
    <>
      <Modal
        opened={!confirming}
        onClose={onClose}
        title={`SFTP access for ${user.email}`}
        size="lg"
        centered
      >
        {issued ? (
          <IssuedSftpCredentials credentials={issued} onDone={onClose} />
        ) : status.isPending ? (
          <PageState state="loading" size="page" />
        ) : status.isError ? (
          <PageState
            state="error"
            title="The SFTP access could not be read."
            error={status.error}
            onRetry={() => void status.refetch()}
          />
        ) : !status.data.enabled ? (
          <Alert color="gray">{sftpMessages.disabled}</Alert>
        ) : (
          <>
            <SftpCurrentAccess access={status.data.credentials} onRevoke={() => setConfirming(true)} />
            <IssueSftpForm
              userId={user.id}
              replacing={status.data.credentials !== null}
              refusal={refusal}
              onIssued={setIssued}
            />
          </>
        )}
      </Modal>
      <RevokeSftpDialog user={user} opened={confirming} onClose={() => setConfirming(false)} />
    </>
  )
}

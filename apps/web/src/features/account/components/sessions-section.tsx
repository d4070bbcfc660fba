import { accountSessionMessages, type AccountSession } from '@herald/contracts'
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { PageLoader } from '../../../components/page-loader.tsx'
import { errorText } from '../../../lib/api-error.ts'
import { accountSessionsQuery } from '../api/account-sessions.ts'
import { useRevokeOtherSessions, useRevokeSession } from '../api/revoke-sessions.ts'
import { formatDateTime } from '../../../lib/format-date.ts'

function SessionRow({ session, onRevoke }: { session: AccountSession; onRevoke: () => void }) {
  const Icon = /\((mobile|tablet)\)$/.test(session.device) ? IconDeviceMobile : IconDeviceDesktop
  return (
    <Group component="li" justify="space-between" px="md" py="sm" wrap="nowrap" align="flex-start">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} size="sm" title={session.userAgent || undefined}>
              {session.device}
            </Text>
            {session.current ? (
              <Badge size="sm" variant="light" color="green">
                This device
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {session.address ?? 'Unknown address'} · Signed in {formatDateTime(session.createdDate)} · Last
            seen {formatDateTime(session.lastSeenDate)}
          </Text>
        </Stack>
      </Group>
      {session.current ? null : (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={`Revoke ${session.device}, signed in ${formatDateTime(session.createdDate)}`}
          onClick={onRevoke}
        >
          Revoke
        </Button>
      )}
    </Group>
  )
}

/**
 * The account's signed-in sessions (browsers and devices), each with Revoke, and 'Sign out everywhere else'.
 * Changing or resetting the password ends the other sessions too.
 */
export function SessionsSection() {
  const sessions = useQuery(accountSessionsQuery)
  const [revoking, setRevoking] = useState<AccountSession | null>(null)
  const [revokingOthers, setRevokingOthers] = useState(false)
  const revoke = useRevokeSession()
  const revokeOthers = useRevokeOtherSessions()
  const closeRevoke = () => {
    setRevoking(null)
    revoke.reset()
  }
  const closeOthers = () => {
    setRevokingOthers(false)
    revokeOthers.reset()
  }

  if (sessions.isPending) return <PageLoader compact label="Loading sessions" />
  if (sessions.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text c="red" role="alert">
          {accountSessionMessages.loadFailed}
        </Text>
        <Button variant="light" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </Stack>
    )
  }
  const others = sessions.data.filter((session) => !session.current).length
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Where your account is signed in. Revoke a session you do not recognise; changing or resetting your
        password signs out every other session too.
      </Text>
      <Paper withBorder radius="md">
        <Stack gap={0} component="ul" m={0} p={0} aria-label="Signed-in sessions">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} onRevoke={() => setRevoking(session)} />
          ))}
        </Stack>
      </Paper>
      <Group>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={others === 0}
          onClick={() => setRevokingOthers(true)}
        >
          Sign out everywhere else
        </Button>
      </Group>
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke session"
        confirmLabel="Revoke"
        confirmColor="red"
        cancelLabel="Cancel"
        busy={revoke.isPending}
        onClose={closeRevoke}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: closeRevoke })}
      >
        <Stack gap="sm">
          <Text>
            {accountSessionMessages.confirmRevoke} ({revoking?.device}
            {revoking?.address ? `, ${revoking.address}` : ''})
          </Text>
          {revoke.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(revoke.error)}
            </Alert>
          ) : null}
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        opened={revokingOthers}
        title="Sign out everywhere else"
        confirmLabel="Sign out others"
        confirmColor="red"
        cancelLabel="Cancel"
        busy={revokeOthers.isPending}
        onClose={closeOthers}
        onConfirm={() => revokeOthers.mutate(undefined, { onSuccess: closeOthers })}
      >
        <Stack gap="sm">
          <Text>{accountSessionMessages.confirmRevokeOthers}</Text>
          {revokeOthers.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(revokeOthers.error)}
            </Alert>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </Stack>
  )
}

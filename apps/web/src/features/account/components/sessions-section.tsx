import { accountSessionMessages, type AccountSession } from '@herald/contracts'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { QueryState } from '../../../components/page-state.tsx'
import { accountSessionsQuery } from '../api/account-sessions.ts'
import { RevokeOthersDialog, RevokeSessionDialog } from './sessions/revoke-session-dialogs.tsx'
import { SessionRow } from './sessions/session-row.tsx'

function SessionList({ sessions }: { sessions: AccountSession[] }) {
  const [revoking, setRevoking] = useState<AccountSession | null>(null)
  const [revokingOthers, setRevokingOthers] = useState(false)
  const others = sessions.filter((session) => !session.current).length
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Where your account is signed in. Revoke a session you do not recognise; changing or resetting your
        password signs out every other session too.
      </Text>
      <Paper withBorder radius="md">
        <Stack gap={0} component="ul" m={0} p={0} aria-label="Signed-in sessions">
          {sessions.map((session) => (
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
      <RevokeSessionDialog session={revoking} onClose={() => setRevoking(null)} />
      <RevokeOthersDialog opened={revokingOthers} onClose={() => setRevokingOthers(false)} />
    </Stack>
  )
}

/**
 * The account's signed-in sessions (browsers and devices), each with Revoke, and 'Sign out everywhere else'.
 * Changing or resetting the password ends the other sessions too.
 */
export function SessionsSection() {
  const sessions = useQuery(accountSessionsQuery)
  return (
    <QueryState query={sessions} loading="Loading sessions" failed={accountSessionMessages.loadFailed}>
      {(list) => <SessionList sessions={list} />}
    </QueryState>
  )
}

import type { AdminSftpStatus } from '@herald/contracts'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconKeyOff } from '@tabler/icons-react'
import { formatDateTime } from '../../../lib/format-date.ts'

/** The account's credentials as they stand (never the secret), with Revoke; or that it has none. */
export function SftpCurrentAccess({
  access,
  onRevoke,
}: {
  access: AdminSftpStatus['credentials']
  onRevoke: () => void
}) {
  if (!access) {
    return (
      <Text c="dimmed" mb="md">
        This account has no SFTP credentials.
      </Text>
    )
  }
  return (
    <Paper withBorder p="md" mb="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            User name <code>{access.username}</code> on {access.host}, port {access.port}
          </Text>
          <Text size="sm" c="dimmed">
            Issued {formatDateTime(access.issuedAt)}; signs in with{' '}
            {access.authentication === 'PASSWORD' ? 'a password' : 'an SSH public key'}.
          </Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          flex="none"
          leftSection={<IconKeyOff size={16} />}
          onClick={onRevoke}
        >
          Revoke
        </Button>
      </Group>
    </Paper>
  )
}

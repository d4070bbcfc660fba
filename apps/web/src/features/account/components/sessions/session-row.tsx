import type { AccountSession } from '@herald/contracts'
import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react'
import { formatDateTime } from '../../../../lib/format-date.ts'

/** One signed-in session: its device, address and dates, and Revoke unless it is this one. */
export function SessionRow({ session, onRevoke }: { session: AccountSession; onRevoke: () => void }) {
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

import { ipAllowListMessages, type AllowedAddress } from '@herald/contracts'
import { Code, Group, Paper, Stack, Text } from '@mantine/core'
import { IconShieldOff } from '@tabler/icons-react'
import { useState } from 'react'
import { ConfirmDialog, confirmingMutation } from '../../../components/confirm-dialog.tsx'
import { RemoveButton } from '../../../components/remove-button.tsx'
import { useRemoveAllowedAddress } from '../api/remove-allowed-address.ts'

function EmptyList() {
  return (
    <Group gap="sm" p="md" wrap="nowrap" align="flex-start">
      <IconShieldOff size={20} aria-hidden />
      <Text c="dimmed" size="sm" role="status">
        The list is empty, so your account can be used from any address. Add your office or VPN address (or
        its range) to refuse sign-ins, sessions, API calls and SFTP from everywhere else.
      </Text>
    </Group>
  )
}

/** The stored entries, each with Remove (asks first; a removal that would shut you out is refused). */
export function AllowedAddressList({ entries }: { entries: AllowedAddress[] }) {
  const [removing, setRemoving] = useState<AllowedAddress | null>(null)
  const remove = useRemoveAllowedAddress()
  const dialog = confirmingMutation(remove, () => setRemoving(null))

  return (
    <Paper withBorder radius="md">
      {entries.length === 0 ? (
        <EmptyList />
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} aria-label="Allowed addresses">
          {entries.map((entry) => (
            <Group key={entry.id} component="li" justify="space-between" px="md" py="xs" wrap="nowrap">
              <Code fz="sm">{entry.address}</Code>
              <RemoveButton label={`Remove ${entry.address}`} onClick={() => setRemoving(entry)} />
            </Group>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove address"
        confirmLabel="Remove"
        confirmColor="red"
        {...dialog}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: dialog.onClose })}
      >
        <Text>
          {ipAllowListMessages.confirmRemove} <Code>{removing?.address}</Code>
        </Text>
      </ConfirmDialog>
    </Paper>
  )
}

import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconBellOff } from '@tabler/icons-react'
import { useState } from 'react'
import { RemoveButton } from '../../../components/remove-button.tsx'
import { useSaveNotificationRecipients } from '../api/notification-recipients.ts'
import { AddRecipientForm } from './add-recipient-form.tsx'

function EmptyList() {
  return (
    <Group gap="sm" p="md" wrap="nowrap">
      <IconBellOff size={20} aria-hidden />
      <Text c="dimmed" size="sm" role="status">
        Nobody is notified yet. Add an address to hear when a run fails or an email cannot be delivered.
      </Text>
    </Group>
  )
}

/** The recipients as edited so far: remove any, add more, then Save replaces the stored list. */
export function NotificationRecipientsEditor({ saved }: { saved: string[] }) {
  const [recipients, setRecipients] = useState(saved)
  const save = useSaveNotificationRecipients()
  const changed = recipients.join('\n') !== saved.join('\n')

  return (
    <Stack gap="md">
      <Paper withBorder radius="md">
        {recipients.length === 0 ? (
          <EmptyList />
        ) : (
          <Stack gap={0} component="ul" m={0} p={0} aria-label="Notification recipients">
            {recipients.map((email) => (
              <Group key={email} component="li" justify="space-between" px="md" py="xs" wrap="nowrap">
                <Text style={{ overflowWrap: 'anywhere' }}>{email}</Text>
                <RemoveButton
                  label={`Remove ${email}`}
                  onClick={() => setRecipients(recipients.filter((other) => other !== email))}
                />
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <AddRecipientForm recipients={recipients} onAdd={setRecipients} />
      <Group>
        <Button
          disabled={!changed}
          loading={save.isPending}
          onClick={() => save.mutate(recipients, { onSuccess: setRecipients })}
        >
          Save
        </Button>
      </Group>
    </Stack>
  )
}

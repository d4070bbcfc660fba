import { Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { QueryState } from '../../../components/page-state.tsx'
import { notificationRecipientsQuery } from '../api/notification-recipients.ts'
import { NotificationRecipientsEditor } from './notification-recipients-editor.tsx'

/** /account/notifications: who is emailed when a run fails or a report email cannot be delivered. */
export function NotificationsPage() {
  const recipients = useQuery(notificationRecipientsQuery)
  return (
    <Stack gap="md" py="md" maw={640}>
      <Title order={2}>Notifications</Title>
      <Text c="dimmed">
        When a job run fails or a report email cannot be delivered, the addresses below receive an email about
        it.
      </Text>
      <QueryState
        query={recipients}
        loading="Loading recipients"
        failed="The recipients could not be loaded."
      >
        {(saved) => <NotificationRecipientsEditor saved={saved} />}
      </QueryState>
    </Stack>
  )
}

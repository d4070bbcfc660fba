import { Button, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageLoader } from '../../../components/page-loader.tsx'
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
      {recipients.isPending ? (
        <PageLoader compact label="Loading recipients" />
      ) : recipients.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text c="red" role="alert">
            The recipients could not be loaded.
          </Text>
          <Button variant="light" onClick={() => void recipients.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <NotificationRecipientsEditor saved={recipients.data} />
      )}
    </Stack>
  )
}

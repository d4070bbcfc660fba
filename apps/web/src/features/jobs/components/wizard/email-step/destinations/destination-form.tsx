import { DESTINATION_LABELS, type DestinationInput, type DestinationType } from '@herald/contracts'
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { ChatFields, DropFields } from './destination-type-fields.tsx'
import { useDestinationDraft } from './use-destination-draft.ts'

const HELP: Record<DestinationType, string> = {
  SLACK:
    'A bot token of your Slack app (scopes files:write, chat:write, channels:read, groups:read) and a channel the app was invited to. Use a row column such as {Channel} to send each row to its own channel.',
  TEAMS:
    'In Teams, add the Workflows template "Post to a channel when a webhook request is received" and paste its address. Each file arrives as a card with a link.',
  WEBHOOK:
    'Herald POSTs a JSON event per file, signed per Standard Webhooks. The signing secret is shown once, after you add it.',
  SFTP: 'Herald writes each file to a folder on your SFTP server, under a temporary name renamed when complete. The host key is pinned: add without it to see the server’s and confirm it.',
  S3: 'Herald uploads each file to your bucket under the prefix, whole (multipart), with an access key that may write there (s3:PutObject). Adding it checks the bucket and the key.',
  SHAREPOINT:
    'Sign in with Microsoft, then pick a OneDrive or SharePoint folder. Herald uploads each file there (a file of the same name is replaced) as the account you signed in with.',
}

/** The fields of one destination type, checked with the contracts' schema before they are sent. */
export function DestinationForm({
  jobId,
  onSubmit,
  onCancel,
  serverError,
  submitting,
}: {
  jobId: number
  onSubmit: (input: DestinationInput) => void
  onCancel: () => void
  serverError: string | undefined
  submitting: boolean
}) {
  const draft = useDestinationDraft(onSubmit)
  const { type } = draft
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Destination type"
        value={type}
        onChange={(v) => draft.chooseType(v as DestinationType)}
        data={(['SLACK', 'TEAMS', 'WEBHOOK', 'SFTP', 'S3', 'SHAREPOINT'] as const).map((t) => ({
          value: t,
          label: DESTINATION_LABELS[t],
        }))}
      />
      <Text size="sm" c="dimmed">
        {HELP[type]}
      </Text>
      <ChatFields draft={draft} />
      <DropFields jobId={jobId} draft={draft} serverError={serverError} />
      {serverError && (
        <Text c="red" size="sm" role="alert">
          {serverError}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={draft.submit} loading={submitting}>
          Add destination
        </Button>
      </Group>
    </Stack>
  )
}

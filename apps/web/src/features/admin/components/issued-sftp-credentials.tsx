import { sftpMessages, type SftpCredentials } from '@herald/contracts'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { CopyField } from '../../../components/copy-field.tsx'

/** What was just issued, shown this once: where to connect and as whom, and the password when there is one. */
export function IssuedSftpCredentials({
  credentials,
  onDone,
}: {
  credentials: SftpCredentials
  onDone: () => void
}) {
  const fields = [
    { label: 'Host', value: credentials.host },
    { label: 'Port', value: String(credentials.port) },
    { label: 'User name', value: credentials.username },
    ...(credentials.password === null ? [] : [{ label: 'Password', value: credentials.password }]),
  ]
  return (
    <Stack gap="md">
      {credentials.password === null ? (
        <Alert color="blue" title="Signs in with the SSH key">
          The account signs in with the private key that belongs to the public key you gave. Pass on the host,
          port and user name.
        </Alert>
      ) : (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Shown once">
          {sftpMessages.shownOnce}
        </Alert>
      )}
      <Stack gap="xs" role="list" aria-label="SFTP credentials">
        {fields.map((field) => (
          <div role="listitem" key={field.label}>
            <Text size="sm" fw={500} mb={2}>
              {field.label}
            </Text>
            <CopyField value={field.value} label={field.label.toLowerCase()} />
          </div>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  )
}

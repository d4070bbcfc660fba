import { sftpHostKeyOf } from '@herald/contracts'
import { Alert, Button, Stack } from '@mantine/core'

interface SftpHostKeyConfirmProps {
  /** The server's answer to the last add: it names the host key when none was pinned or it differed. */
  serverError: string | undefined
  pinned: string
  onPin: (hostKeySha256: string) => void
}

/** The host key the server answered, when it is not the one pinned, offered to confirm and pin (ADR 0050). */
export function SftpHostKeyConfirm({ serverError, pinned, onPin }: SftpHostKeyConfirmProps) {
  const answeredKey = serverError ? sftpHostKeyOf(serverError) : undefined
  if (!answeredKey || answeredKey === pinned) return null
  return (
    <Alert color="blue" title="Confirm the server's host key">
      <Stack gap="xs">
        <code>{answeredKey}</code>
        <Button size="xs" variant="light" onClick={() => onPin(answeredKey)}>
          Use this host key
        </Button>
      </Stack>
    </Alert>
  )
}

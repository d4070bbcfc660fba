import type { UserJob } from '@herald/contracts'
import { Button } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { useState } from 'react'
import { SendTestDialog } from './send-test-dialog.tsx'

/** Step 3's "Send test": opens the dialog that emails chosen rows only to the signed-in user (ADR 0043). */
export function SendTestButton({ job }: { job: UserJob }) {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button variant="light" leftSection={<IconSend size={16} />} onClick={() => setOpened(true)}>
        Send test
      </Button>
      <SendTestDialog job={job} opened={opened} onClose={() => setOpened(false)} />
    </>
  )
}

import type { JobExecution } from '@herald/contracts'
import { Button, Tooltip } from '@mantine/core'
import { IconMailForward } from '@tabler/icons-react'
import { useSendEmails } from '../api/send-emails.ts'

/** 'Send Emails' for a run the server allows; otherwise disabled, saying why on hover and focus. */
export function SendEmailsButton({ jobId, execution }: { jobId: number; execution: JobExecution }) {
  const send = useSendEmails(jobId)
  const icon = <IconMailForward size={16} />
  if (execution.canSendEmails) {
    return (
      <Button
        leftSection={icon}
        loading={send.isPending}
        onClick={() => send.mutate(execution.jobExecutionId)}
      >
        Send Emails
      </Button>
    )
  }
  // A disabled button fires no pointer events, so the tooltip needs a focusable, hoverable stand-in.
  return (
    <Tooltip label={execution.sendBlockedReason} multiline maw={320} withArrow>
      <Button
        data-disabled
        aria-disabled="true"
        leftSection={icon}
        onClick={(event) => event.preventDefault()}
      >
        Send Emails
      </Button>
    </Tooltip>
  )
}

import type { ExecutionFile } from '@herald/contracts'
import { Button } from '@mantine/core'
import { IconRepeat } from '@tabler/icons-react'
import { useSendDestinationAgain } from '../api/send-destination-again.ts'

/**
 * 'Send again' per destination (ADR 0048), beside 'Send Emails': one button for each destination of the
 * run's files that is still on the job; the server sends only the files it has not received.
 */
export function SendAgainButtons({
  jobId,
  runId,
  files,
}: {
  jobId: number
  runId: number
  files: ExecutionFile[]
}) {
  const send = useSendDestinationAgain(jobId, runId)
  const destinations = new Map<number, string>()
  for (const file of files)
    for (const d of file.destinations ?? [])
      if (d.destinationId !== null) destinations.set(d.destinationId, d.label)
  return [...destinations].map(([id, label]) => (
    <Button
      key={id}
      variant="default"
      leftSection={<IconRepeat size={16} />}
      loading={send.isPending && send.variables === id}
      onClick={() => send.mutate(id)}
    >
      {`Send again to ${label}`}
    </Button>
  ))
}

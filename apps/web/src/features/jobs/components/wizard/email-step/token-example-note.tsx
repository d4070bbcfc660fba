import type { UserJob } from '@herald/contracts'
import { Alert, Stack, Text } from '@mantine/core'
import { tokenExample, type TokenSource } from '../../../lib/token-example.ts'

interface TokenExampleNoteProps {
  subject: string
  source: TokenSource | undefined
  job: UserJob
}

function ExampleLine({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Text size="sm">
      <Text span fw={600} inherit>
        {`${label}: `}
      </Text>
      {value}
    </Text>
  )
}

/** The first active row's subject and file name as the run will send them, or why the subject is refused. */
export function TokenExampleNote({ subject, source, job }: TokenExampleNoteProps) {
  if (!source || subject.trim() === '') return null
  const runAt = job.nextRun ? new Date(job.nextRun) : new Date()
  const example = tokenExample(subject, source, { jobName: job.name, runAt, timeZone: job.timeZone })
  if (example.problems.length > 0) {
    return (
      <Alert color="red" variant="light" p="xs" maw={720} role="alert" aria-label="Token problems">
        {example.problems.map((problem) => (
          <Text key={problem} size="sm">
            {problem}
          </Text>
        ))}
      </Alert>
    )
  }
  if (example.subject === undefined) return null
  return (
    <Stack gap={2} maw={720} aria-label="Example of the first row" role="note">
      <Text size="xs" c="dimmed">
        Row 1 as it will be sent:
      </Text>
      <ExampleLine label="Subject" value={example.subject} />
      <ExampleLine label="File name" value={example.fileName} />
    </Stack>
  )
}

import { nextRuns, type Schedule } from '@herald/contracts'
import { List, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import { formatDateTime } from '../../lib/format-date-time.ts'

const COUNT = 5
const weekday = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone }).format(date)

function upcoming(schedule: Schedule, now: Date): Date[] | null {
  try {
    return nextRuns(schedule, now, COUNT)
  } catch {
    return null
  }
}

/** The next 5 runs, on the job's clock, so a schedule can be checked before it is saved. */
export function NextRunsPreview({ schedule }: { schedule: Schedule }) {
  const { cron, frequency, startTime, timeZone } = schedule
  const runs = useMemo(
    () => upcoming({ cron, frequency, startTime, timeZone }, new Date()),
    [cron, frequency, startTime, timeZone],
  )
  if (runs === null) return null
  return (
    <Stack gap={4} aria-label="Next runs" role="group">
      <Text size="sm" fw={600}>
        {`Next ${COUNT} runs (${timeZone})`}
      </Text>
      {runs.length === 0 ? (
        <Text size="sm" c="dimmed">
          This schedule does not run again.
        </Text>
      ) : (
        <List size="sm" spacing={2} ff="monospace">
          {runs.map((run) => (
            <List.Item
              key={run.getTime()}
            >{`${weekday(run, timeZone)} ${formatDateTime(run, timeZone)}`}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  )
}

import { nextRuns, type Schedule } from '@herald/contracts'
import { List, Stack, Text } from '@mantine/core'
import { useMemo } from 'react'
import { formatDateTime, formatWeekday } from '../../../../lib/format-date.ts'

const COUNT = 5

function upcoming(schedule: Schedule, now: Date): Date[] | null {
  try {
    return nextRuns(schedule, now, COUNT)
  } catch {
    return null
  }
}

interface NextRunsPreviewProps {
  schedule: Schedule
  /** Runs strictly after this instant. */
  after: Date
  /** A new job: these are the runs after its first one. */
  afterFirstRun: boolean
}

/** The next 5 runs, on the job's clock, so a schedule can be checked before it is saved. */
export function NextRunsPreview({ schedule, after, afterFirstRun }: NextRunsPreviewProps) {
  const { cron, frequency, startTime, timeZone, endDate, workingDaysOnly, holidayPolicy, holidays } = schedule
  const afterMs = after.getTime()
  // The same computation the server stores next_run_at with: holidays and the end date included (ADR 0045).
  const holidayKey = holidays?.join(',') ?? ''
  const runs = useMemo(
    () =>
      upcoming(
        {
          cron,
          frequency,
          startTime,
          timeZone,
          endDate,
          workingDaysOnly,
          holidayPolicy,
          holidays: holidayKey ? holidayKey.split(',') : [],
        },
        new Date(afterMs),
      ),
    [cron, frequency, startTime, timeZone, endDate, workingDaysOnly, holidayPolicy, holidayKey, afterMs],
  )
  if (runs === null) return null
  return (
    <Stack gap={4} aria-label="Next runs" role="group">
      <Text size="sm" fw={600}>
        {afterFirstRun
          ? `After the first run, the next ${COUNT} runs (${timeZone})`
          : `Next ${COUNT} runs (${timeZone})`}
      </Text>
      {runs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {endDate
            ? 'This schedule has no run left before its end date.'
            : 'This schedule does not run again.'}
        </Text>
      ) : (
        <List size="sm" spacing={2} ff="monospace">
          {runs.map((run) => (
            <List.Item
              key={run.getTime()}
            >{`${formatWeekday(run, timeZone)} ${formatDateTime(run, timeZone)}`}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  )
}

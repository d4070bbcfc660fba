import { Alert, Text } from '@mantine/core'
import { IconClockHour4 } from '@tabler/icons-react'
import { upcomingRunText, type UpcomingRun } from '../../lib/first-run-text.ts'

interface UpcomingRunNoteProps {
  /** null: the job will not run. */
  run: UpcomingRun | null
  /** Why it will not run: the job is paused (else its schedule has no run left). */
  inactive?: boolean
  now: Date
}

export const upcomingRunTexts = {
  inactive: 'This job is inactive: it does not run until it is activated on Job Summary.',
  noRunLeft: 'This schedule does not run again.',
  pauseHint:
    'It emails its recipients when it runs. To hold it while you set it up, turn it off on Job Summary.',
} as const

/** Says when the job runs next, on its own clock (issue 14: a new job's first run is no surprise). */
export function UpcomingRunNote({ run, inactive = false, now }: UpcomingRunNoteProps) {
  const first = run?.first ?? false
  return (
    <Alert
      variant="light"
      color={first ? 'blue' : 'gray'}
      icon={<IconClockHour4 size={18} aria-hidden />}
      role="status"
      aria-label="Upcoming run"
      p="xs"
      maw={720}
    >
      <Text size="sm">
        {run ? upcomingRunText(run, now) : inactive ? upcomingRunTexts.inactive : upcomingRunTexts.noRunLeft}
      </Text>
      {first ? (
        <Text size="xs" c="dimmed">
          {upcomingRunTexts.pauseHint}
        </Text>
      ) : null}
    </Alert>
  )
}

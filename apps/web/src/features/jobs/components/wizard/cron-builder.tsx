import { autoCorrectCron, cronProblem, type CalendarRules } from '@herald/contracts'
import { Alert, Stack, Text, TextInput } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { correctionNote } from '../../lib/cron-selections.ts'
import { scheduleTexts } from '../../lib/schedule-form-values.ts'
import { CronPartSelects } from './cron-part-selects.tsx'
import { ScheduleInWords } from './schedule-in-words.tsx'

interface CronBuilderProps {
  value: string
  onChange: (cron: string) => void
  /** The start time, for describing the schedule. */
  startTime: string
  /** Working days and end date, described after the cron (ADR 0045). */
  rules?: CalendarRules
}

/** JOB SCHEDULE: a multi-select per cron part, the cron itself, its meaning and its problems. */
export function CronBuilder({ value, onChange, startTime, rules }: CronBuilderProps) {
  const [note, setNote] = useState<string | null>(null)
  const problem = cronProblem(value)

  const apply = (cron: string) => {
    const corrected = autoCorrectCron(cron)
    setNote(correctionNote(cron, corrected))
    onChange(corrected)
  }

  return (
    <Stack gap="sm">
      <CronPartSelects value={value} onSelect={apply} />
      <Text size="xs" c="dimmed">
        {`${scheduleTexts.clock24} ${scheduleTexts.multipleValues}`}
      </Text>
      <TextInput
        label="Cron expression"
        description="Minute, hour, day of month, month, day of week. Ranges (1-5) and steps (*/2) are accepted; L is the last day of the month, 1#1 the first Monday, 5#L the last Friday. What you type is kept as typed: a problem is shown, never corrected for you."
        value={value}
        onChange={(event) => {
          setNote(null)
          onChange(event.currentTarget.value)
        }}
        error={problem}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        spellCheck={false}
        autoComplete="off"
      />
      {note ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="status" p="xs">
          {note}
        </Alert>
      ) : null}
      {problem ? null : <ScheduleInWords cron={value} startTime={startTime} rules={rules} />}
    </Stack>
  )
}

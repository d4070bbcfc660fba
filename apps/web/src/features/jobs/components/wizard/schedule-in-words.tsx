import { describeSchedule, type CalendarRules } from '@herald/contracts'
import { Text } from '@mantine/core'

interface ScheduleInWordsProps {
  cron: string
  startTime: string
  rules?: CalendarRules | undefined
}

/** 'Runs: …': the cron, then the calendar rules, in words. */
export function ScheduleInWords({ cron, startTime, rules }: ScheduleInWordsProps) {
  return (
    <Text size="sm" role="status" aria-label="Schedule in words">
      <Text span fw={600}>
        Runs:{' '}
      </Text>
      {describeSchedule({
        jobCronExpression: cron,
        jobRunFrequency: 'MONTHLY',
        userJobStartTime: startTime,
        ...rules,
      })}
    </Text>
  )
}

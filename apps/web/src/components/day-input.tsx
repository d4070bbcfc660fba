import { DateInput, type DateInputProps } from '@mantine/dates'
import '@mantine/dates/styles.css'
import { formatDay, parseDay } from '../lib/format-date.ts'

type DayInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  /** 'YYYY-MM-DD', or '' when empty. */
  value: string
  onChange: (day: string) => void
  /**
   * The first day the calendar offers ('YYYY-MM-DD'); earlier days are greyed out there. A typed earlier day is
   * still taken, so that the form's own check can say what is wrong instead of the field silently reverting.
   */
  earliest?: string
}

/**
 * A calendar day typed or picked, shown the way every date in Herald reads ('1 Dec 2026' or the locale's
 * order, with the month's name) — never as two numbers a reader could swap (ADR 0054).
 */
export function DayInput({ value, onChange, earliest, ...props }: DayInputProps) {
  return (
    <DateInput
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={(day) => formatDay(day)}
      dateParser={(text) => parseDay(text)}
      placeholder={`e.g. ${formatDay('2026-12-01')}`}
      firstDayOfWeek={1}
      getDayProps={earliest ? (day) => ({ disabled: day < earliest }) : undefined}
      {...props}
    />
  )
}

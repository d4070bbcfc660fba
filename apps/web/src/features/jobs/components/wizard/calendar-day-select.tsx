import type { HolidayPolicy } from '@herald/contracts'
import { Select } from '@mantine/core'
import type { UseFormSetValue } from 'react-hook-form'
import { CALENDAR_PRESETS, cronWithPreset, presetOf } from '../../lib/calendar-presets.ts'
import type { ScheduleFormValues } from '../../lib/schedule-form-values.ts'
import { fieldLabelStyles } from './field-label.ts'

interface CalendarDaySelectProps {
  setValue: UseFormSetValue<ScheduleFormValues>
  cron: string
  workingDaysOnly: boolean
  holidayPolicy: HolidayPolicy
}

/** Calendar day (cron mode): a preset sets the cron's days and the working-days rule; the time stays. */
export function CalendarDaySelect({
  setValue,
  cron,
  workingDaysOnly,
  holidayPolicy,
}: CalendarDaySelectProps) {
  const choose = (value: string | null) => {
    const chosen = CALENDAR_PRESETS.find((p) => p.value === value)
    if (!chosen) return
    const dirty = { shouldDirty: true, shouldValidate: true }
    setValue('cron', cronWithPreset(cron, chosen), dirty)
    setValue('workingDaysOnly', Boolean(chosen.workingDays), dirty)
    if (chosen.workingDays) setValue('holidayPolicy', chosen.workingDays.policy, dirty)
  }
  return (
    <Select
      label="Calendar day"
      description="Sets the cron's days; the time of day stays as chosen above."
      styles={fieldLabelStyles}
      placeholder="As chosen in the schedule above"
      data={CALENDAR_PRESETS.map(({ value, label }) => ({ value, label }))}
      value={presetOf(cron, workingDaysOnly, holidayPolicy)}
      onChange={choose}
      allowDeselect={false}
      maw={360}
    />
  )
}

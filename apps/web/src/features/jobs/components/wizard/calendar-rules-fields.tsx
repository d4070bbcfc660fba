import type { HolidayPolicy } from '@herald/contracts'
import { Group, Stack, Text } from '@mantine/core'
import { Controller, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form'
import type { ScheduleFormValues } from '../../lib/schedule-form-values.ts'
import { DayInput } from '../../../../components/day-input.tsx'
import { CalendarDaySelect } from './calendar-day-select.tsx'
import { fieldLabelStyles } from './field-label.ts'
import { WorkingDaysFields } from './working-days-fields.tsx'

interface CalendarRulesFieldsProps {
  control: Control<ScheduleFormValues>
  errors: FieldErrors<ScheduleFormValues>
  setValue: UseFormSetValue<ScheduleFormValues>
  mode: ScheduleFormValues['mode']
  cron: string
  workingDaysOnly: boolean
  holidayPolicy: HolidayPolicy
  /** How many holidays the account lists, when known. */
  holidayCount: number | undefined
}

/**
 * Step 1's calendar rules (ADR 0045): a calendar day preset (cron mode), working days only with what
 * happens to a run on a weekend or holiday, and an end date after which the job stops.
 */
export function CalendarRulesFields(props: CalendarRulesFieldsProps) {
  const { control, errors, setValue, mode, cron, workingDaysOnly, holidayPolicy, holidayCount } = props
  return (
    <Stack gap="sm" aria-label="Calendar rules" role="group">
      {mode === 'cron' ? (
        <CalendarDaySelect
          setValue={setValue}
          cron={cron}
          workingDaysOnly={workingDaysOnly}
          holidayPolicy={holidayPolicy}
        />
      ) : null}
      <Group align="flex-start" gap="lg">
        <WorkingDaysFields
          control={control}
          errors={errors}
          workingDaysOnly={workingDaysOnly}
          holidayCount={holidayCount}
        />
        <Controller
          control={control}
          name="endDate"
          render={({ field }) => (
            <DayInput
              label="End date (optional)"
              description="The last day the job may run on; it stops after it."
              styles={fieldLabelStyles}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              clearable
              error={errors.endDate?.message}
              w={260}
            />
          )}
        />
      </Group>
      {workingDaysOnly ? null : (
        <Text size="xs" c="dimmed">
          Without working days only, the job runs on every day its schedule picks, holidays included.
        </Text>
      )}
    </Stack>
  )
}

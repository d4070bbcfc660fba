import type { HolidayPolicy } from '@herald/contracts'
import { Anchor, Checkbox, Select, Stack } from '@mantine/core'
import { Controller, type Control, type FieldErrors } from 'react-hook-form'
import { Link } from 'react-router'
import type { ScheduleFormValues } from '../../lib/schedule-form-values.ts'
import { fieldLabelStyles } from './field-label.ts'

const POLICY_OPTIONS: { value: HolidayPolicy; label: string }[] = [
  { value: 'NEXT_WORKING_DAY', label: 'Move it to the next working day' },
  { value: 'PREVIOUS_WORKING_DAY', label: 'Move it to the previous working day' },
  { value: 'SKIP', label: 'Skip it' },
]

interface WorkingDaysFieldsProps {
  control: Control<ScheduleFormValues>
  errors: FieldErrors<ScheduleFormValues>
  workingDaysOnly: boolean
  /** How many holidays the account lists, when known. */
  holidayCount: number | undefined
}

/** Working days only (the account's holidays linked), and what happens to a run on a weekend or holiday. */
export function WorkingDaysFields({
  control,
  errors,
  workingDaysOnly,
  holidayCount,
}: WorkingDaysFieldsProps) {
  return (
    <Stack gap={6} maw={420}>
      <Controller
        control={control}
        name="workingDaysOnly"
        render={({ field }) => (
          <Checkbox
            label="Working days only"
            description={
              <>
                Monday to Friday, except the account&apos;s{' '}
                <Anchor component={Link} to="/account/holidays" size="xs" underline="always">
                  holidays
                </Anchor>
                {holidayCount === undefined ? '' : ` (${holidayCount} listed)`}.
              </>
            }
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            error={errors.workingDaysOnly?.message}
          />
        )}
      />
      {workingDaysOnly ? (
        <Controller
          control={control}
          name="holidayPolicy"
          render={({ field }) => (
            <Select
              label="A run on a weekend or holiday"
              styles={fieldLabelStyles}
              data={POLICY_OPTIONS}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={errors.holidayPolicy?.message}
            />
          )}
        />
      ) : null}
    </Stack>
  )
}

import type { HolidayPolicy } from '@herald/contracts'
import { Anchor, Checkbox, Group, Select, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { Controller, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form'
import { CALENDAR_PRESETS, cronWithPreset, presetOf } from '../../lib/calendar-presets.ts'
import type { ScheduleFormValues } from '../../lib/schedule-form.ts'
import { DayInput } from '../../../../components/day-input.tsx'
import { fieldLabelStyles } from './field-label.ts'

const POLICY_OPTIONS: { value: HolidayPolicy; label: string }[] = [
  { value: 'NEXT_WORKING_DAY', label: 'Move it to the next working day' },
  { value: 'PREVIOUS_WORKING_DAY', label: 'Move it to the previous working day' },
  { value: 'SKIP', label: 'Skip it' },
]

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
  const preset = presetOf(cron, workingDaysOnly, holidayPolicy)
  const choose = (value: string | null) => {
    const chosen = CALENDAR_PRESETS.find((p) => p.value === value)
    if (!chosen) return
    const dirty = { shouldDirty: true, shouldValidate: true }
    setValue('cron', cronWithPreset(cron, chosen), dirty)
    setValue('workingDaysOnly', Boolean(chosen.workingDays), dirty)
    if (chosen.workingDays) setValue('holidayPolicy', chosen.workingDays.policy, dirty)
  }
  return (
    <Stack gap="sm" aria-label="Calendar rules" role="group">
      {mode === 'cron' ? (
        <Select
          label="Calendar day"
          description="Sets the cron's days; the time of day stays as chosen above."
          styles={fieldLabelStyles}
          placeholder="As chosen in the schedule above"
          data={CALENDAR_PRESETS.map(({ value, label }) => ({ value, label }))}
          value={preset}
          onChange={choose}
          allowDeselect={false}
          maw={360}
        />
      ) : null}
      <Group align="flex-start" gap="lg">
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

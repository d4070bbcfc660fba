import { timeZoneOptions } from '@herald/contracts'
import { Select, SimpleGrid, TextInput } from '@mantine/core'
import { useMemo } from 'react'
import { Controller, type Control, type UseFormRegister, type FieldErrors } from 'react-hook-form'
import { FREQUENCY_OPTIONS, scheduleTexts, type ScheduleFormValues } from '../../lib/schedule-form-values.ts'
import { DayInput } from '../../../../components/day-input.tsx'
import { todayIn } from '../../../../lib/format-date.ts'
import { fieldLabelStyles } from './field-label.ts'

interface FieldsProps {
  control: Control<ScheduleFormValues>
  register: UseFormRegister<ScheduleFormValues>
  errors: FieldErrors<ScheduleFormValues>
  timeZone: string
}

/** JOB FREQUENCY, START DATE (today or later, day and month's name: ADR 0054) and TIME on a 24-hour clock. */
export function FrequencyFields({ control, register, errors, timeZone }: FieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Controller
        control={control}
        name="frequency"
        render={({ field }) => (
          <Select
            label="Job frequency"
            styles={fieldLabelStyles}
            data={FREQUENCY_OPTIONS}
            value={field.value}
            onChange={(value) => value && field.onChange(value)}
            onBlur={field.onBlur}
            allowDeselect={false}
            error={errors.frequency?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="startDate"
        render={({ field }) => (
          <DayInput
            label="Start date"
            earliest={todayIn(timeZone)}
            styles={fieldLabelStyles}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.startDate?.message}
          />
        )}
      />
      <TextInput
        label="Time"
        styles={fieldLabelStyles}
        placeholder="HH:MM"
        description={scheduleTexts.clock24}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        inputMode="numeric"
        maxLength={5}
        autoComplete="off"
        error={errors.startTime?.message}
        {...register('startTime')}
      />
    </SimpleGrid>
  )
}

/** TIME ZONE: every IANA zone with its UTC offset, searchable by either. */
export function TimeZoneField({ control, errors }: Omit<FieldsProps, 'register' | 'timeZone'>) {
  const options = useMemo(() => timeZoneOptions(new Date()), [])
  return (
    <Controller
      control={control}
      name="timeZone"
      render={({ field }) => {
        const known = options.some((option) => option.value === field.value)
        const data =
          known || !field.value ? options : [{ value: field.value, label: field.value }, ...options]
        return (
          <Select
            label="Time zone"
            styles={fieldLabelStyles}
            data={data}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No time zone matches"
            maxDropdownHeight={280}
            error={errors.timeZone?.message}
            maw={420}
          />
        )
      }}
    />
  )
}

import { Fieldset, SegmentedControl } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { startTimeOf } from '../../lib/schedule-form-values.ts'
import { CronBuilder } from './cron-builder.tsx'
import { fieldLabelStyles } from './field-label.ts'
import { FrequencyFields } from './schedule-fields.tsx'
import type { ScheduleDraft } from './use-schedule-draft.ts'
import type { ScheduleFormApi } from './use-schedule-form.ts'

const MODES = [
  { value: 'cron' as const, label: 'Job schedule' },
  { value: 'frequency' as const, label: 'Job frequency' },
]

interface ScheduleKindSectionProps {
  form: ScheduleFormApi
  schedule: ScheduleDraft
}

/** How the schedule is given: a cron built from days and times, or a frequency from a start. */
export function ScheduleKindSection({ form, schedule }: ScheduleKindSectionProps) {
  const { control, register, formState } = form
  return (
    <>
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <SegmentedControl
            aria-label="Schedule type"
            data={MODES}
            value={field.value}
            onChange={field.onChange}
            w="fit-content"
          />
        )}
      />
      {schedule.mode === 'cron' ? (
        <Fieldset legend="Job schedule" styles={{ legend: fieldLabelStyles.label }} variant="filled">
          <Controller
            control={control}
            name="cron"
            render={({ field }) => (
              <CronBuilder
                value={field.value}
                onChange={field.onChange}
                startTime={startTimeOf(schedule)}
                rules={schedule.rules}
              />
            )}
          />
        </Fieldset>
      ) : (
        <Fieldset variant="filled" aria-label="Job frequency and start">
          <FrequencyFields
            control={control}
            register={register}
            errors={formState.errors}
            timeZone={schedule.timeZone}
          />
        </Fieldset>
      )}
    </>
  )
}

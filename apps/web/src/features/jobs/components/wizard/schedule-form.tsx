import { FIRST_RUN_DELAY_MS, type UserJob } from '@herald/contracts'
import { Button, Group, Stack, TextInput, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { CalendarRulesFields } from './calendar-rules-fields.tsx'
import { fieldLabelStyles } from './field-label.ts'
import { NextRunsPreview } from './next-runs-preview.tsx'
import { ScheduleKindSection } from './schedule-kind-section.tsx'
import { TimeZoneSection } from './time-zone-section.tsx'
import { UpcomingRunNote } from './upcoming-run-note.tsx'
import { useRevealFirstInvalid } from './use-reveal-first-invalid.ts'
import { useSaveSchedule } from './use-save-schedule.ts'
import { useScheduleDraft } from './use-schedule-draft.ts'
import { useScheduleForm } from './use-schedule-form.ts'

interface ScheduleFormProps {
  /** The job to edit; a new job is created when absent. */
  job?: UserJob
  submitLabel: string
  /** Beside the submit button: Previous in the wizard, Back on the entity page. */
  secondaryAction?: ReactNode
  onSaved: (job: UserJob) => void
}

/** Step 1, 'Job Name and Schedule': creates the job (POST) or saves it (PUT), then `onSaved`. */
export function ScheduleForm({ job, submitLabel, secondaryAction, onSaved }: ScheduleFormProps) {
  const { form, defaults, stored } = useScheduleForm(job)
  const { ref, reveal } = useRevealFirstInvalid<HTMLFormElement>()
  const schedule = useScheduleDraft(form, job, defaults)
  const submit = useSaveSchedule({ job, form, defaults, stored, onSaved, onRefused: reveal })
  const { now, upcoming } = schedule
  const { errors } = form.formState
  return (
    <form ref={ref} onSubmit={(event) => void submit(event)} noValidate aria-label="Job Name and Schedule">
      <Stack gap="lg">
        <Title order={3}>Job Name and Schedule</Title>
        <TextInput
          label="Job name"
          styles={fieldLabelStyles}
          withAsterisk
          maw={560}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <ScheduleKindSection form={form} schedule={schedule} />
        <CalendarRulesFields
          control={form.control}
          errors={errors}
          setValue={form.setValue}
          mode={schedule.mode}
          cron={schedule.cron}
          workingDaysOnly={schedule.workingDaysOnly}
          holidayPolicy={schedule.holidayPolicy}
          holidayCount={schedule.holidayCount}
        />
        <TimeZoneSection form={form} />
        {upcoming ? <UpcomingRunNote {...upcoming} now={now} /> : null}
        <NextRunsPreview
          schedule={schedule.draft}
          after={job ? now : new Date(now.getTime() + FIRST_RUN_DELAY_MS)}
          afterFirstRun={!job}
        />
        <Group justify="space-between">
          {secondaryAction ?? <span />}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

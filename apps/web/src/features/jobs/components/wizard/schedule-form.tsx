import { emailConfigMessages, FIRST_RUN_DELAY_MS, type Schedule, type UserJob } from '@herald/contracts'
import { Button, Fieldset, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { notifyError } from '../../../../lib/notify.ts'
import { revealFirstInvalid } from '../../../../lib/reveal-field.ts'
import { useNow } from '../../../../lib/use-now.ts'
import { holidaysQuery } from '../../api/account-holidays.ts'
import { jobKeys } from '../../api/job-keys.ts'
import { createJob, updateJob } from '../../api/save-job.ts'
import { draftUpcomingRun } from '../../lib/first-run-text.ts'
import { serverFieldErrors } from '../../lib/server-field-errors.ts'
import { saveJobErrorText } from '../../lib/save-job-error.ts'
import {
  scheduleFormDefaults,
  scheduleFormSchema,
  startTimeOf,
  storedStartOf,
  toJobInput,
  type ScheduleFormValues,
} from '../../lib/schedule-form.ts'
import { CalendarRulesFields } from './calendar-rules-fields.tsx'
import { CronBuilder } from './cron-builder.tsx'
import { fieldLabelStyles } from './field-label.ts'
import { NextRunsPreview } from './next-runs-preview.tsx'
import { FrequencyFields, TimeZoneField } from './schedule-fields.tsx'
import { UpcomingRunNote } from './upcoming-run-note.tsx'
import { sameValues } from '../../lib/wizard-drafts.ts'
import { useDraftOr, useFormDraft, useWizardDrafts } from './wizard-drafts-context.tsx'

interface ScheduleFormProps {
  /** The job to edit; a new job is created when absent. */
  job?: UserJob
  submitLabel: string
  /** Beside the submit button: Previous in the wizard, Back on the entity page. */
  secondaryAction?: ReactNode
  onSaved: (job: UserJob) => void
}

const MODES = [
  { value: 'cron' as const, label: 'Job schedule' },
  { value: 'frequency' as const, label: 'Job frequency' },
]

/** Step 1's fields in the order the page shows them. */
const FIELD_ORDER: (keyof ScheduleFormValues)[] = [
  'name',
  'cron',
  'frequency',
  'startDate',
  'startTime',
  'endDate',
  'workingDaysOnly',
  'holidayPolicy',
  'timeZone',
]

const DST_NOTE =
  "Runs follow this zone's clock. When clocks go forward, a skipped time runs at the first valid time after it; when they go back, a repeated time runs once."

/** Step 1, 'Job Name and Schedule': creates the job (POST) or saves it (PUT), then `onSaved`. */
export function ScheduleForm({ job, submitLabel, secondaryAction, onSaved }: ScheduleFormProps) {
  const queryClient = useQueryClient()
  const defaults = useMemo(() => scheduleFormDefaults(job), [job])
  const stored = useMemo(() => (job ? storedStartOf(defaults) : null), [job, defaults])
  const schema = useMemo(() => scheduleFormSchema(stored), [stored])
  const drafts = useWizardDrafts()
  // Back on this step, the values typed before (ADR 0053); otherwise the saved job's.
  const initial = useDraftOr('schedule', defaults)
  const { register, control, handleSubmit, watch, getValues, setError, setValue, formState } =
    useForm<ScheduleFormValues>({
      resolver: zodResolver(schema),
      mode: 'onTouched',
      defaultValues: initial,
      // A failed save focuses its first field below the top bar, once the messages are on screen.
      shouldFocusError: false,
    })
  useFormDraft('schedule', { watch, getValues }, defaults)
  const formRef = useRef<HTMLFormElement>(null)
  const [failedSaves, setFailedSaves] = useState(0)
  useEffect(() => {
    if (failedSaves > 0) revealFirstInvalid(formRef.current)
  }, [failedSaves])
  const [mode, cron, frequency, startDate, startTime, timeZone] = watch([
    'mode',
    'cron',
    'frequency',
    'startDate',
    'startTime',
    'timeZone',
  ])
  const [endDate, workingDaysOnly, holidayPolicy] = watch(['endDate', 'workingDaysOnly', 'holidayPolicy'])
  const holidays = useQuery(holidaysQuery).data?.holidays
  const rules = { endDate: endDate || null, workingDaysOnly, holidayPolicy }

  const now = useNow(30_000)
  const draft: Schedule = {
    cron: mode === 'cron' ? cron : null,
    frequency,
    startTime: startTimeOf({ startDate, startTime }),
    timeZone,
    ...rules,
    holidays: holidays?.map((h) => h.date) ?? [],
  }
  const changed =
    mode !== defaults.mode ||
    (mode === 'cron' ? cron !== defaults.cron : frequency !== defaults.frequency) ||
    startDate !== defaults.startDate ||
    startTime !== defaults.startTime ||
    timeZone !== defaults.timeZone ||
    endDate !== defaults.endDate ||
    workingDaysOnly !== defaults.workingDaysOnly ||
    holidayPolicy !== defaults.holidayPolicy
  const upcoming = draftUpcomingRun(job, draft, changed, now)

  const submit = handleSubmit(
    async (values) => {
      if (job && sameValues(getValues(), defaults)) return onSaved(job)
      try {
        const saved = job
          ? await updateJob({ ...toJobInput(values, { isActive: job.isActive, stored }), id: job.id })
          : await createJob(toJobInput(values))
        queryClient.setQueryData(jobKeys.detail(saved.id), saved)
        void queryClient.invalidateQueries({ queryKey: jobKeys.lists() })
        void queryClient.invalidateQueries({ queryKey: jobKeys.total() })
        drafts?.clear('schedule')
        onSaved(saved)
      } catch (error) {
        for (const [field, message] of serverFieldErrors(error)) setError(field, { message })
        notifyError(saveJobErrorText(error))
        setFailedSaves((count) => count + 1)
      }
    },
    (errors) => {
      // The start date and time are edited in frequency mode: show them when they hold the problem.
      if (errors.startDate || errors.startTime) setValue('mode', 'frequency')
      // The toast says what the first field on the page says.
      const first = FIELD_ORDER.map((field) => errors[field]?.message).find(Boolean)
      notifyError(first ?? emailConfigMessages.fixErrors)
      setFailedSaves((count) => count + 1)
    },
  )

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Job Name and Schedule"
    >
      <Stack gap="lg">
        <Title order={3}>Job Name and Schedule</Title>
        <TextInput
          label="Job name"
          styles={fieldLabelStyles}
          withAsterisk
          maw={560}
          autoComplete="off"
          error={formState.errors.name?.message}
          {...register('name')}
        />
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
        {mode === 'cron' ? (
          <Fieldset legend="Job schedule" styles={{ legend: fieldLabelStyles.label }} variant="filled">
            <Controller
              control={control}
              name="cron"
              render={({ field }) => (
                <CronBuilder
                  value={field.value}
                  onChange={field.onChange}
                  startTime={startTimeOf({ startDate, startTime })}
                  rules={rules}
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
              timeZone={timeZone}
            />
          </Fieldset>
        )}
        <CalendarRulesFields
          control={control}
          errors={formState.errors}
          setValue={setValue}
          mode={mode}
          cron={cron}
          workingDaysOnly={workingDaysOnly}
          holidayPolicy={holidayPolicy}
          holidayCount={holidays?.length}
        />
        <Stack gap={4}>
          <TimeZoneField control={control} errors={formState.errors} />
          <Text size="xs" c="dimmed" maw={560}>
            {DST_NOTE}
          </Text>
        </Stack>
        {upcoming ? <UpcomingRunNote {...upcoming} now={now} /> : null}
        <NextRunsPreview
          schedule={draft}
          after={job ? now : new Date(now.getTime() + FIRST_RUN_DELAY_MS)}
          afterFirstRun={!job}
        />
        <Group justify="space-between">
          {secondaryAction ?? <span />}
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import { emailConfigMessages, type UserJob } from '@herald/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { notifyError } from '../../../../lib/notify.ts'
import { jobKeys } from '../../api/job-keys.ts'
import { createJob, updateJob } from '../../api/save-job.ts'
import { saveJobErrorText } from '../../lib/save-job-error.ts'
import { toJobInput, type ScheduleFormValues, type StoredStart } from '../../lib/schedule-form-values.ts'
import { serverFieldErrors } from '../../lib/server-field-errors.ts'
import { sameValues } from '../../lib/wizard-drafts.ts'
import type { ScheduleFormApi } from './use-schedule-form.ts'
import { useWizardDrafts } from './wizard-drafts-context.tsx'

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

interface SaveSchedule {
  /** The job to edit; a new job is created when absent. */
  job: UserJob | undefined
  form: ScheduleFormApi
  defaults: ScheduleFormValues
  stored: StoredStart | null
  onSaved: (job: UserJob) => void
  /** A save refused, here or by the server: its fields are marked. */
  onRefused: () => void
}

/** Step 1's submit: creates the job (POST) or saves it (PUT) when it changed, then `onSaved`. */
export function useSaveSchedule({ job, form, defaults, stored, onSaved, onRefused }: SaveSchedule) {
  const queryClient = useQueryClient()
  const drafts = useWizardDrafts()
  return form.handleSubmit(
    async (values) => {
      if (job && sameValues(form.getValues(), defaults)) return onSaved(job)
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
        for (const [field, message] of serverFieldErrors(error)) form.setError(field, { message })
        notifyError(saveJobErrorText(error))
        onRefused()
      }
    },
    (errors) => {
      // The start date and time are edited in frequency mode: show them when they hold the problem.
      if (errors.startDate || errors.startTime) form.setValue('mode', 'frequency')
      // The toast says what the first field on the page says.
      const first = FIELD_ORDER.map((field) => errors[field]?.message).find(Boolean)
      notifyError(first ?? emailConfigMessages.fixErrors)
      onRefused()
    },
  )
}

import type { UserJob } from '@herald/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import {
  scheduleFormDefaults,
  scheduleFormSchema,
  storedStartOf,
  type ScheduleFormValues,
} from '../../lib/schedule-form-values.ts'
import { useDraftOr, useFormDraft } from './wizard-drafts-context.tsx'

export type ScheduleFormApi = UseFormReturn<ScheduleFormValues>

/**
 * Step 1's form, checked against the job's stored start (a start in the past may stay as it was saved), and
 * started from the values typed before (ADR 0053), otherwise the saved job's.
 */
export function useScheduleForm(job: UserJob | undefined) {
  const defaults = useMemo(() => scheduleFormDefaults(job), [job])
  const stored = useMemo(() => (job ? storedStartOf(defaults) : null), [job, defaults])
  const schema = useMemo(() => scheduleFormSchema(stored), [stored])
  const initial = useDraftOr('schedule', defaults)
  const form: ScheduleFormApi = useForm<ScheduleFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: initial,
    // A failed save focuses its first field below the top bar, once the messages are on screen.
    shouldFocusError: false,
  })
  useFormDraft('schedule', { watch: form.watch, getValues: form.getValues }, defaults)
  return { form, defaults, stored }
}

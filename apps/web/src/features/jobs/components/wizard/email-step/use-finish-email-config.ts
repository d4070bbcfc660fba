import { emailConfigMessages, type JobEmailConfig, type UserJob } from '@herald/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts'
import { emailConfigKeys, saveEmailConfig } from '../../../api/email-config.ts'
import { emailConfigFieldErrors, saveEmailConfigErrorText } from '../../../lib/email-config-error.ts'
import { firstRunIsImminent, upcomingRunOf } from '../../../lib/first-run-text.ts'
import { useWizardDrafts } from '../wizard-drafts-context.tsx'
import type { EmailConfigFormApi } from './use-email-config-form.ts'

/**
 * Finish: saves step 3 and returns to the job list (spec §4 "Wizard navigation"), after asking when the job's
 * first run is less than 5 minutes away; a refused save marks its fields and calls `onRefused`.
 */
export function useFinishEmailConfig(
  job: UserJob,
  form: EmailConfigFormApi,
  verified: boolean,
  onRefused: () => void,
) {
  const upcoming = upcomingRunOf(job)
  /** Values waiting for the answer to the imminent-first-run question. */
  const [awaiting, setAwaiting] = useState<JobEmailConfig | null>(null)
  const [confirming, setConfirming] = useState(false)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const drafts = useWizardDrafts()

  const save = async (values: JobEmailConfig) => {
    try {
      const result = await saveEmailConfig(job.id, { ...values, isEmailVerified: verified })
      queryClient.setQueryData(emailConfigKeys.config(job.id), result)
      drafts?.clear('email')
      notifySuccess(emailConfigMessages.saved)
      void navigate('/user-jobs')
    } catch (error) {
      for (const [field, message] of emailConfigFieldErrors(error)) form.setError(field, { message })
      notifyError(saveEmailConfigErrorText(error))
      onRefused()
    }
  }
  const submit = form.handleSubmit(
    async (values) => {
      if (firstRunIsImminent(upcoming, new Date())) setAwaiting(values)
      else await save(values)
    },
    () => {
      notifyError(emailConfigMessages.fixErrors)
      onRefused()
    },
  )
  const confirm = async () => {
    if (!awaiting) return
    setConfirming(true)
    await save(awaiting)
    setConfirming(false)
    setAwaiting(null)
  }
  return { upcoming, submit, awaiting, confirming, confirm, cancel: () => setAwaiting(null) }
}

export type FinishEmailConfig = ReturnType<typeof useFinishEmailConfig>

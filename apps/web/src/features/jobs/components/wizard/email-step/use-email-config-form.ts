import {
  hasPremiumFeatures,
  JobEmailConfig,
  type JobEmailConfigInput,
  type JobEmailConfigView,
} from '@herald/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { useSession } from '../../../../../lib/session.ts'
import { useDraftOr, useFormDraft } from '../wizard-drafts-context.tsx'

export type EmailConfigFormApi = UseFormReturn<JobEmailConfigInput, unknown, JobEmailConfig>

/** Step 3's form: started from the values typed before (ADR 0053), otherwise the saved ones. */
export function useEmailConfigForm(saved: JobEmailConfigView) {
  const { account } = useSession()
  const standardPlan = account !== null && !hasPremiumFeatures(account.subscriptionType)
  const savedValues = useMemo<JobEmailConfigInput>(
    () => ({
      // The Standard plan always sends emails, whatever an earlier plan saved.
      isActive: saved.isActive || standardPlan,
      fromEmail: saved.fromEmail,
      emailTitle: saved.emailTitle,
      emailBody: saved.emailBody,
      deliverAs: saved.deliverAs,
      linkExpiryDays: saved.linkExpiryDays,
    }),
    [saved, standardPlan],
  )
  const initial = useDraftOr('email', savedValues)
  const form: EmailConfigFormApi = useForm<JobEmailConfigInput, unknown, JobEmailConfig>({
    resolver: zodResolver(JobEmailConfig),
    mode: 'onTouched',
    defaultValues: initial,
    // A failed save focuses its first field below the top bar, once the messages are on screen.
    shouldFocusError: false,
  })
  useFormDraft('email', { watch: form.watch, getValues: form.getValues }, savedValues)
  return { form, initial, standardPlan }
}

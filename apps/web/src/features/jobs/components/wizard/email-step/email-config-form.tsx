import {
  emailConfigMessages,
  hasPremiumFeatures,
  JobEmailConfig,
  LINK_EXPIRY_DAYS,
  type JobEmailConfigInput,
  type JobEmailConfigView,
  type UserJob,
} from '@herald/contracts'
import { Button, Group, Stack, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../../../components/confirm-dialog.tsx'
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts'
import { revealFirstInvalid } from '../../../../../lib/reveal-field.ts'
import { useSession } from '../../../../../lib/session.ts'
import { useNow } from '../../../../../lib/use-now.ts'
import { emailConfigKeys, saveEmailConfig } from '../../../api/email-config.ts'
import { reportConfigQuery } from '../../../api/report-config.ts'
import { tokenSourceOf, tokensToOffer } from '../../../lib/token-example.ts'
import { emailConfigFieldErrors, saveEmailConfigErrorText } from '../../../lib/email-config-error.ts'
import { firstRunConfirmTexts, firstRunIsImminent, upcomingRunOf } from '../../../lib/first-run-text.ts'
import { UpcomingRunNote } from '../upcoming-run-note.tsx'
import { EmailBodyField } from './email-body-field.tsx'
import { EmailsToggle } from './emails-toggle.tsx'
import { LinkDeliveryFields } from './link-delivery-fields.tsx'
import { SenderField } from './sender-field.tsx'
import { SubjectField } from './subject-field.tsx'
import { TokenExampleNote } from './token-example-note.tsx'
import { SendTestButton } from '../../test-send/send-test-button.tsx'
import { useSenderStatus } from './use-sender-status.ts'
import { useDraftOr, useFormDraft, useWizardDrafts } from '../wizard-drafts-context.tsx'

interface EmailConfigFormProps {
  job: UserJob
  saved: JobEmailConfigView
  onPrevious: () => void
}

/**
 * Step 3's fields; Finish saves them and returns to the job list (spec §4 "Wizard navigation"), after
 * asking when the job's first run is less than 5 minutes away.
 */
export function EmailConfigForm({ job, saved, onPrevious }: EmailConfigFormProps) {
  const jobId = job.id
  const now = useNow(30_000)
  const upcoming = upcomingRunOf(job)
  /** Values waiting for the answer to the imminent-first-run question. */
  const [awaiting, setAwaiting] = useState<JobEmailConfig | null>(null)
  const [confirming, setConfirming] = useState(false)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { account } = useSession()
  const standardPlan = account !== null && !hasPremiumFeatures(account.subscriptionType)
  // The saved rows' columns: the tokens to offer and the first row's example (ADR 0047).
  const reportConfig = useQuery(reportConfigQuery(jobId))
  const tokenSource = useMemo(() => tokenSourceOf(reportConfig.data), [reportConfig.data])
  const tokens = useMemo(() => tokensToOffer(tokenSource), [tokenSource])
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
  const drafts = useWizardDrafts()
  // Back on this step, the values typed before (ADR 0053); otherwise the saved ones.
  const initial = useDraftOr('email', savedValues)
  const { register, control, handleSubmit, watch, getValues, setError, setValue, formState } = useForm<
    JobEmailConfigInput,
    unknown,
    JobEmailConfig
  >({
    resolver: zodResolver(JobEmailConfig),
    mode: 'onTouched',
    defaultValues: initial,
    // A failed save focuses its first field below the top bar, once the messages are on screen.
    shouldFocusError: false,
  })
  useFormDraft('email', { watch, getValues }, savedValues)
  const formRef = useRef<HTMLFormElement>(null)
  const [failedSaves, setFailedSaves] = useState(0)
  useEffect(() => {
    if (failedSaves > 0) revealFirstInvalid(formRef.current)
  }, [failedSaves])
  const { errors, isSubmitting } = formState
  const [fromEmail, emailTitle] = watch(['fromEmail', 'emailTitle'])
  const sender = useSenderStatus(saved, fromEmail)
  const incomplete =
    fromEmail.trim() === '' || emailTitle.trim() === '' || !!errors.fromEmail || !!errors.emailTitle

  const save = async (values: JobEmailConfig) => {
    try {
      const result = await saveEmailConfig(jobId, { ...values, isEmailVerified: sender.status.verified })
      queryClient.setQueryData(emailConfigKeys.config(jobId), result)
      drafts?.clear('email')
      notifySuccess(emailConfigMessages.saved)
      void navigate('/user-jobs')
    } catch (error) {
      for (const [field, message] of emailConfigFieldErrors(error)) setError(field, { message })
      notifyError(saveEmailConfigErrorText(error))
      setFailedSaves((count) => count + 1)
    }
  }

  const submit = handleSubmit(
    async (values) => {
      if (firstRunIsImminent(upcoming, new Date())) setAwaiting(values)
      else await save(values)
    },
    () => {
      notifyError(emailConfigMessages.fixErrors)
      setFailedSaves((count) => count + 1)
    },
  )

  const confirmFinish = async () => {
    if (!awaiting) return
    setConfirming(true)
    await save(awaiting)
    setConfirming(false)
    setAwaiting(null)
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Email Configuration">
      <Stack gap="lg">
        <Title order={3}>Email Configuration</Title>
        <UpcomingRunNote run={upcoming} inactive={!job.isActive} now={now} />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <EmailsToggle
              active={field.value ?? true}
              onChange={field.onChange}
              standardPlan={standardPlan}
            />
          )}
        />
        <SenderField
          field={register('fromEmail', {
            onBlur: (event: { target: HTMLInputElement }) => sender.refresh(event.target.value),
          })}
          error={errors.fromEmail?.message}
          status={sender.status}
          verifying={sender.verifying}
          onVerify={sender.verify}
        />
        <Stack gap={6}>
          <SubjectField
            field={register('emailTitle')}
            error={errors.emailTitle?.message}
            tokens={tokens}
            onInsert={(subject) =>
              setValue('emailTitle', subject, { shouldDirty: true, shouldValidate: true })
            }
          />
          <TokenExampleNote subject={emailTitle} source={tokenSource} job={job} />
        </Stack>
        <Controller
          control={control}
          name="emailBody"
          render={({ field }) => (
            <EmailBodyField
              initialValue={initial.emailBody ?? ''}
              onChange={field.onChange}
              error={errors.emailBody?.message}
              tokens={tokens}
            />
          )}
        />
        <Controller
          control={control}
          name="deliverAs"
          render={({ field }) => (
            <LinkDeliveryFields
              deliverAs={field.value ?? 'ATTACHMENT'}
              expiryDays={watch('linkExpiryDays') ?? LINK_EXPIRY_DAYS.default}
              onDeliverAsChange={field.onChange}
              onExpiryDaysChange={(days) =>
                setValue('linkExpiryDays', days, { shouldDirty: true, shouldValidate: true })
              }
              error={errors.linkExpiryDays?.message}
            />
          )}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onPrevious}>
            Previous
          </Button>
          <Group gap="sm">
            <SendTestButton job={job} />
            <Button type="submit" disabled={incomplete} loading={isSubmitting}>
              Finish
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={awaiting !== null}
        title={firstRunConfirmTexts.title}
        cancelLabel={firstRunConfirmTexts.cancel}
        confirmLabel={firstRunConfirmTexts.confirm}
        busy={confirming}
        onConfirm={() => void confirmFinish()}
        onClose={() => setAwaiting(null)}
      >
        {upcoming && awaiting ? firstRunConfirmTexts.question(upcoming, now, awaiting.isActive) : ''}
      </ConfirmDialog>
    </form>
  )
}

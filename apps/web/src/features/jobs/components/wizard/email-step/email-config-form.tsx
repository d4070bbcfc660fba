import type { JobEmailConfigView, UserJob } from '@herald/contracts'
import { Button, Group, Stack, Title } from '@mantine/core'
import { useNow } from '../../../../../lib/use-now.ts'
import { SendTestButton } from '../../test-send/send-test-button.tsx'
import { UpcomingRunNote } from '../upcoming-run-note.tsx'
import { useRevealFirstInvalid } from '../use-reveal-first-invalid.ts'
import { EmailMessageSection } from './email-message-section.tsx'
import { FirstRunConfirmDialog } from './first-run-confirm-dialog.tsx'
import { LinkDeliverySection } from './link-delivery-section.tsx'
import { SenderSection } from './sender-section.tsx'
import { useEmailConfigForm } from './use-email-config-form.ts'
import { useFinishEmailConfig } from './use-finish-email-config.ts'
import { useSenderStatus } from './use-sender-status.ts'

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
  const now = useNow(30_000)
  const { form, initial, standardPlan } = useEmailConfigForm(saved)
  const { ref, reveal } = useRevealFirstInvalid<HTMLFormElement>()
  const { errors, isSubmitting } = form.formState
  const [fromEmail, emailTitle] = form.watch(['fromEmail', 'emailTitle'])
  const sender = useSenderStatus(saved, fromEmail)
  const finish = useFinishEmailConfig(job, form, sender.status.verified, reveal)
  const incomplete =
    fromEmail.trim() === '' || emailTitle.trim() === '' || !!errors.fromEmail || !!errors.emailTitle
  return (
    <form
      ref={ref}
      onSubmit={(event) => void finish.submit(event)}
      noValidate
      aria-label="Email Configuration"
    >
      <Stack gap="lg">
        <Title order={3}>Email Configuration</Title>
        <UpcomingRunNote run={finish.upcoming} inactive={!job.isActive} now={now} />
        <SenderSection form={form} sender={sender} standardPlan={standardPlan} />
        <EmailMessageSection form={form} job={job} initialBody={initial.emailBody ?? ''} />
        <LinkDeliverySection form={form} />
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
      <FirstRunConfirmDialog finish={finish} now={now} />
    </form>
  )
}

import { Controller } from 'react-hook-form'
import { EmailsToggle } from './emails-toggle.tsx'
import { SenderField } from './sender-field.tsx'
import type { EmailConfigFormApi } from './use-email-config-form.ts'
import type { useSenderStatus } from './use-sender-status.ts'

interface SenderSectionProps {
  form: EmailConfigFormApi
  sender: ReturnType<typeof useSenderStatus>
  /** The Standard plan always sends emails (spec §6). */
  standardPlan: boolean
}

/** Whether the job emails at all, and who from — with the sender's verification. */
export function SenderSection({ form, sender, standardPlan }: SenderSectionProps) {
  const { register, control, formState } = form
  return (
    <>
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <EmailsToggle active={field.value ?? true} onChange={field.onChange} standardPlan={standardPlan} />
        )}
      />
      <SenderField
        field={register('fromEmail', {
          onBlur: (event: { target: HTMLInputElement }) => sender.refresh(event.target.value),
        })}
        error={formState.errors.fromEmail?.message}
        status={sender.status}
        verifying={sender.verifying}
        onVerify={sender.verify}
      />
    </>
  )
}

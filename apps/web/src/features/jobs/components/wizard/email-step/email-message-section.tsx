import type { UserJob } from '@herald/contracts'
import { Stack } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { EmailBodyField } from './email-body-field.tsx'
import { SubjectField } from './subject-field.tsx'
import { TokenExampleNote } from './token-example-note.tsx'
import type { EmailConfigFormApi } from './use-email-config-form.ts'
import { useEmailTokens } from './use-email-tokens.ts'

interface EmailMessageSectionProps {
  form: EmailConfigFormApi
  job: UserJob
  /** The body the editor starts from. */
  initialBody: string
}

/** Subject, with its example from the first row, and body — each offering the rows' tokens (ADR 0047). */
export function EmailMessageSection({ form, job, initialBody }: EmailMessageSectionProps) {
  const { register, control, setValue, watch, formState } = form
  const { tokens, tokenSource } = useEmailTokens(job.id)
  return (
    <>
      <Stack gap={6}>
        <SubjectField
          field={register('emailTitle')}
          error={formState.errors.emailTitle?.message}
          tokens={tokens}
          onInsert={(subject) => setValue('emailTitle', subject, { shouldDirty: true, shouldValidate: true })}
        />
        <TokenExampleNote subject={watch('emailTitle')} source={tokenSource} job={job} />
      </Stack>
      <Controller
        control={control}
        name="emailBody"
        render={({ field }) => (
          <EmailBodyField
            initialValue={initialBody}
            onChange={field.onChange}
            error={formState.errors.emailBody?.message}
            tokens={tokens}
          />
        )}
      />
    </>
  )
}

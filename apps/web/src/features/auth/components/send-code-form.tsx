import { authMessages, SendCodeInput } from '@herald/contracts'
import { Button, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorText } from '../../../lib/api-error.ts'
import { sendCode } from '../api/send-code.ts'
import { useCaptcha } from './use-captcha.tsx'
import { EmailInput, FailureAlert } from './form-parts.tsx'

interface SendCodeFormProps {
  defaultEmail: string
  onSent: (email: string) => void
}

/** Step 1 of passwordless sign-in: the email address, then 'Send me 6-digit code'. */
export function SendCodeForm({ defaultEmail, onSent }: SendCodeFormProps) {
  const captcha = useCaptcha()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(SendCodeInput),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  })

  const submit = handleSubmit(async ({ email }) => {
    if (!captcha.ready) return setFailure(authMessages.captchaRequired)
    setFailure(null)
    try {
      await sendCode(email, captcha.token)
      onSent(email)
    } catch (error) {
      setFailure(errorText(error, authMessages.signInFailed))
      if (captcha.enabled) captcha.reset()
    }
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <EmailInput error={formState.errors.email?.message} {...register('email')} />
        {captcha.widget}
        <FailureAlert message={failure} />
        <Button type="submit" fullWidth loading={formState.isSubmitting} disabled={!captcha.ready}>
          Send me 6-digit code
        </Button>
      </Stack>
    </form>
  )
}

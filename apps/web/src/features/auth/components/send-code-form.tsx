import { SendCodeInput } from '@herald/contracts'
import { Button, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { sendCode } from '../api/send-code.ts'
import { useSignInAction } from './use-sign-in-action.ts'
import { EmailInput, FailureAlert } from './form-parts.tsx'

interface SendCodeFormProps {
  defaultEmail: string
  onSent: (email: string) => void
}

/** Step 1 of passwordless sign-in: the email address, then 'Send me 6-digit code'. */
export function SendCodeForm({ defaultEmail, onSent }: SendCodeFormProps) {
  const { captcha, failure, run } = useSignInAction()
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(SendCodeInput),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  })

  const submit = handleSubmit(({ email }) =>
    run(async (token) => {
      await sendCode(email, token)
      onSent(email)
    }),
  )

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

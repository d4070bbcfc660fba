import { authMessages, CODE_LENGTH, VerifyCodeInput } from '@herald/contracts'
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { verifyCode } from '../api/verify-code.ts'
import { useSignInAction } from './use-sign-in-action.ts'
import { FailureAlert } from './form-parts.tsx'

interface VerifyCodeFormProps {
  email: string
  onSignedIn: () => Promise<void>
  onChangeEmail: () => void
}

/** Step 2 of passwordless sign-in: the emailed code, then 'Verify code'. */
export function VerifyCodeForm({ email, onSignedIn, onChangeEmail }: VerifyCodeFormProps) {
  const { captcha, failure, run } = useSignInAction()
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(VerifyCodeInput),
    mode: 'onTouched',
    defaultValues: { email, code: '' },
  })

  const submit = handleSubmit((values) =>
    run(async (token) => {
      await verifyCode(values.email, values.code, token)
      await onSignedIn()
    }),
  )

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" readOnly variant="filled" {...register('email')} />
        <Alert color="blue" variant="light">
          {authMessages.codeSent}
        </Alert>
        <TextInput
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          placeholder="123456"
          data-autofocus
          autoFocus
          error={formState.errors.code?.message}
          {...register('code')}
        />
        {captcha.widget}
        <FailureAlert message={failure} />
        <Button type="submit" fullWidth loading={formState.isSubmitting} disabled={!captcha.ready}>
          Verify code
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
            Use a different email
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}

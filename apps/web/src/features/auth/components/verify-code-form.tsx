import { authMessages, CODE_LENGTH, VerifyCodeInput } from '@herald/contracts'
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendCode } from '../api/send-code.ts'
import { verifyCode } from '../api/verify-code.ts'
import { useSignInAction } from './use-sign-in-action.ts'
import { FailureAlert } from './form-parts.tsx'

interface VerifyCodeFormProps {
  email: string
  onSignedIn: () => Promise<void>
  onChangeEmail: () => void
}

/** Refusals after which the code can never sign in: the form offers a new one. */
const CODE_GONE: readonly string[] = [authMessages.codeUsedUp, authMessages.codeExpired]

/**
 * Step 2 of passwordless sign-in: the emailed code, then 'Verify code'. When the code is used up (too
 * many wrong tries) or expired, 'Send a new code' emails another (under the same rate limits).
 */
export function VerifyCodeForm({ email, onSignedIn, onChangeEmail }: VerifyCodeFormProps) {
  const { captcha, failure, run } = useSignInAction()
  const [resending, setResending] = useState(false)
  const [resent, setResent] = useState(false)
  const { register, handleSubmit, formState, resetField } = useForm({
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

  const sendNewCode = async () => {
    setResending(true)
    await run(async (token) => {
      await sendCode(email, token)
      resetField('code')
      setResent(true)
    })
    setResending(false)
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" readOnly variant="filled" {...register('email')} />
        <Alert color="blue" variant="light">
          {resent ? authMessages.newCodeSent : authMessages.codeSent}
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
        {failure && CODE_GONE.includes(failure) ? (
          <Button
            fullWidth
            variant="light"
            loading={resending}
            disabled={!captcha.ready}
            onClick={() => void sendNewCode()}
          >
            Send a new code
          </Button>
        ) : (
          <Button type="submit" fullWidth loading={formState.isSubmitting} disabled={!captcha.ready}>
            Verify code
          </Button>
        )}
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
            Use a different email
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}

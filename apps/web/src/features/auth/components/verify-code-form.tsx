import { authMessages, CODE_LENGTH } from '@herald/contracts'
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core'
import { useVerifyCode } from './use-verify-code.ts'
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
  const { captcha, failure, form, submit, resending, resent, sendNewCode } = useVerifyCode(email, onSignedIn)
  const { register, formState } = form

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

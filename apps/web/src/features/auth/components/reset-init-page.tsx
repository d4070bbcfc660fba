import { authMessages, passwordMessages, ResetInitInput } from '@herald/contracts'
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { AuthCard } from '../../../components/auth-card.tsx'
import { errorText } from '../../../lib/api-error.ts'
import { requestPasswordReset } from '../api/request-password-reset.ts'
import { AuthPageFrame } from './auth-page-frame.tsx'
import { useCaptcha } from './use-captcha.tsx'
import { EmailInput } from './form-parts.tsx'

type Outcome = { ok: true } | { ok: false; message: string; detail: string | null }

/** /reset/init: emails a password-reset link. */
export function ResetInitPage() {
  const captcha = useCaptcha()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ResetInitInput),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })

  const submit = handleSubmit(async ({ email }) => {
    if (!captcha.ready) return setOutcome({ ok: false, message: authMessages.captchaRequired, detail: null })
    setOutcome(null)
    try {
      await requestPasswordReset(email, captcha.token)
      setOutcome({ ok: true })
    } catch (error) {
      const detail = errorText(error, passwordMessages.resetEmailFailed)
      setOutcome({
        ok: false,
        message: passwordMessages.resetEmailFailed,
        detail: detail === passwordMessages.resetEmailFailed ? null : detail,
      })
    } finally {
      if (captcha.enabled) captcha.reset()
    }
  })

  return (
    <AuthPageFrame>
      <AuthCard title="Reset your password" subtitle="Enter the email address you used to register.">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <EmailInput error={formState.errors.email?.message} {...register('email')} />
            {captcha.widget}
            {outcome?.ok === true ? (
              <Alert color="green" variant="light" role="status">
                {passwordMessages.resetEmailSent}
              </Alert>
            ) : null}
            {outcome?.ok === false ? (
              <Alert color="red" variant="light" role="alert" title={outcome.message}>
                {outcome.detail}
              </Alert>
            ) : null}
            <Button type="submit" fullWidth disabled={!captcha.ready || formState.isSubmitting}>
              {formState.isSubmitting ? 'Sending...' : 'Reset password'}
            </Button>
          </Stack>
        </form>
        <Group justify="center">
          <Anchor component={Link} to="/" size="sm">
            Home
          </Anchor>
        </Group>
      </AuthCard>
    </AuthPageFrame>
  )
}

import { passwordMessages, ResetFinishInput } from '@herald/contracts'
import { Alert, Button, PasswordInput, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { errorText } from '../../../lib/api-error.ts'
import { clearSession } from '../../../lib/session.ts'
import { resetPassword } from '../api/reset-password.ts'
import { signOut } from '../api/sign-out.ts'
import { PasswordStrengthBar } from './password-strength-bar.tsx'

/** Spec §9 "Reset redirects": 2 s after success, 3 s after failure. */
export const SUCCESS_REDIRECT_MS = 2000
export const FAILURE_REDIRECT_MS = 3000

type Outcome = { ok: true } | { ok: false; message: string }

interface ResetFinishFormProps {
  token: string
}

/** New password twice, a strength bar, then 'Change Password'. */
export function ResetFinishForm({ token }: ResetFinishFormProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(ResetFinishInput),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const newPassword = useWatch({ control, name: 'newPassword' })

  useEffect(() => {
    if (!outcome) return
    const timer = setTimeout(
      () => void navigate('/login'),
      outcome.ok ? SUCCESS_REDIRECT_MS : FAILURE_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [outcome, navigate])

  const submit = handleSubmit(async (values) => {
    try {
      await resetPassword(values.newPassword, token)
      setOutcome({ ok: true })
    } catch (error) {
      setOutcome({ ok: false, message: errorText(error, passwordMessages.resetFailed) })
    }
    await signOut().catch(() => undefined)
    clearSession(queryClient)
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordStrengthBar password={newPassword} />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {outcome?.ok === true ? (
          <Alert color="green" variant="light" role="status">
            {passwordMessages.resetSuccess}
          </Alert>
        ) : null}
        {outcome?.ok === false ? (
          <Alert color="red" variant="light" role="alert">
            {outcome.message}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={formState.isSubmitting} disabled={outcome !== null}>
          Change Password
        </Button>
      </Stack>
    </form>
  )
}

import { passwordMessages } from '@herald/contracts'
import { Alert, Button, PasswordInput, Stack } from '@mantine/core'
import { useWatch } from 'react-hook-form'
import { PasswordStrengthBar } from './password-strength-bar.tsx'
import { useResetFinish } from './use-reset-finish.ts'

interface ResetFinishFormProps {
  token: string
}

/** New password twice, a strength bar, then 'Change Password'. */
export function ResetFinishForm({ token }: ResetFinishFormProps) {
  const { outcome, form, submit } = useResetFinish(token)
  const { register, formState, control } = form
  const newPassword = useWatch({ control, name: 'newPassword' })

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

import { ChangePasswordInput, passwordMessages } from '@herald/contracts'
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { errorText } from '../../../lib/api-error.ts'
import { notifySuccess } from '../../../lib/notify.ts'
import { accountSessionsKey } from '../api/account-sessions.ts'
import { changePassword } from '../api/change-password.ts'

/**
 * Changing the password while signed in: the current one is required ('Current password is incorrect.'). Every
 * other session is signed out (the server does it), so the sessions list is read again.
 */
export function PasswordForm() {
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(ChangePasswordInput),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await changePassword(values.currentPassword, values.newPassword)
      reset()
      notifySuccess(passwordMessages.changed)
      await queryClient.invalidateQueries({ queryKey: accountSessionsKey })
    } catch (error) {
      setFailure(errorText(error, passwordMessages.changeFailed))
    }
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          error={formState.errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={formState.isSubmitting}>
            Change Password
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          You sign in with emailed codes and never set a password?{' '}
          <Anchor component={Link} to="/reset/init">
            Set one with a reset link
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  )
}

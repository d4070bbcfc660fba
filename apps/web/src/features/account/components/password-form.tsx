import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { usePasswordChange } from './use-password-change.ts'

/**
 * Changing the password while signed in: the current one is required ('Current password is incorrect.'). Every
 * other session is signed out (the server does it), so the sessions list is read again.
 */
export function PasswordForm() {
  const { form, failure, submit } = usePasswordChange()
  const { register, formState } = form

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
          <Anchor component={Link} to="/reset/init" underline="always">
            Set one with a reset link
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  )
}

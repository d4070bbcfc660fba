import { PasswordSignInInput } from '@herald/contracts'
import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { signInWithPassword } from '../api/sign-in-password.ts'
import { useSignInAction } from './use-sign-in-action.ts'
import { EmailInput, FailureAlert } from './form-parts.tsx'

interface PasswordSignInFormProps {
  defaultEmail: string
  onSignedIn: () => Promise<void>
}

/** The secondary sign-in: email and password. */
export function PasswordSignInForm({ defaultEmail, onSignedIn }: PasswordSignInFormProps) {
  const { captcha, failure, run } = useSignInAction()
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(PasswordSignInInput),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '' },
  })

  const submit = handleSubmit(({ email, password }) =>
    run(async (token) => {
      await signInWithPassword(email, password, token)
      await onSignedIn()
    }),
  )

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <EmailInput error={formState.errors.email?.message} {...register('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/reset/init" size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        {captcha.widget}
        <FailureAlert message={failure} />
        <Button type="submit" fullWidth loading={formState.isSubmitting} disabled={!captcha.ready}>
          Sign in
        </Button>
      </Stack>
    </form>
  )
}

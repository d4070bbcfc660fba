import { authMessages } from '@herald/contracts'
import { Alert, Button, Divider, Stack, TextInput } from '@mantine/core'
import { errorText } from '../../../../lib/api-error.ts'
import { useProfileInfo } from '../../../../lib/profile.ts'
import { EmailInput, FailureAlert } from '../form-parts.tsx'
import { providerNames, SocialButtons } from '../social-buttons.tsx'
import type { RegisterFormState } from './use-register-form.ts'

/** Sign up with Google or Microsoft, or with a first name and an email (and the captcha when enabled). */
export function RegisterForm({ state }: { state: RegisterFormState }) {
  const { profile } = useProfileInfo()
  const { form, captcha, failure, setFailure, submit } = state
  const { register, formState } = form
  return (
    <>
      {!profile.signupsEnabled ? (
        <Alert color="yellow" variant="light">
          {authMessages.signupsDisabled}
        </Alert>
      ) : null}
      <SocialButtons
        providers={profile.socialProviders}
        onError={(provider, error) =>
          setFailure(`${providerNames[provider]} signup error: ${errorText(error)}`)
        }
      />
      {profile.socialProviders.length > 0 ? (
        <Divider label="or sign up with email" labelPosition="center" />
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="First name"
            placeholder="Your Name"
            autoComplete="given-name"
            error={formState.errors.firstName?.message}
            {...register('firstName')}
          />
          <EmailInput error={formState.errors.email?.message} {...register('email')} />
          {captcha.widget}
          <FailureAlert message={failure} />
          <Button
            type="submit"
            fullWidth
            disabled={!captcha.ready || !profile.signupsEnabled || formState.isSubmitting}
          >
            {formState.isSubmitting ? 'Sending Activation Link...' : 'Sign Up'}
          </Button>
        </Stack>
      </form>
    </>
  )
}

import { authMessages, RegisterInput } from '@herald/contracts'
import { Alert, Anchor, Button, Divider, Stack, Text, TextInput } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, Navigate } from 'react-router'
import { AuthCard } from '../../../components/auth-card.tsx'
import { PageState } from '../../../components/page-state.tsx'
import { docsLink } from '../../../config/site-links.ts'
import { errorText } from '../../../lib/api-error.ts'
import { useProfileInfo } from '../../../lib/profile.ts'
import { useSession } from '../../../lib/session.ts'
import { register as registerAccount } from '../api/register.ts'
import { AuthPageFrame } from './auth-page-frame.tsx'
import { providerNames, SocialButtons } from './social-buttons.tsx'
import { useCaptcha } from './use-captcha.tsx'
import { EmailInput, FailureAlert } from './form-parts.tsx'

/** /register: first name and email; the server emails an activation link. */
export function RegisterPage() {
  const session = useSession()
  const { profile } = useProfileInfo()
  const captcha = useCaptcha()
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(RegisterInput),
    mode: 'onTouched',
    defaultValues: { firstName: '', email: '', langKey: 'en' },
  })

  if (session.status === 'loading') return <PageState state="loading" size="page" />
  if (session.status === 'authenticated') return <Navigate to="/user-jobs" replace />

  const submit = handleSubmit(async (values) => {
    if (!captcha.ready) return setFailure(authMessages.captchaRequired)
    setFailure(null)
    try {
      await registerAccount(values, captcha.token)
      setSent(true)
    } catch (error) {
      setFailure(errorText(error))
      if (captcha.enabled) captcha.reset()
    }
  })

  return (
    <AuthPageFrame>
      <AuthCard
        title="Automate your Power BI and Tableau report distribution in minutes!"
        subtitle="7-day free trial, No credit card needed"
        width={500}
      >
        {sent ? (
          <Stack gap="md">
            <Alert color="green" variant="light" role="status">
              {authMessages.activationSent}
            </Alert>
            <Button component={Link} to="/login" fullWidth>
              Go to Login
            </Button>
          </Stack>
        ) : (
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
        )}
        <Stack gap={6} align="center">
          <Text size="xs" c="dimmed" ta="center">
            By signing up you agree to the{' '}
            <Anchor href={docsLink('eula')} size="xs" target="_blank" rel="noopener" underline="always">
              End User License Agreement
            </Anchor>
            .
          </Text>
          {!sent ? (
            <Text size="sm" c="dimmed">
              Already have an account?{' '}
              <Anchor component={Link} to="/login" size="sm" underline="always">
                Sign in
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      </AuthCard>
    </AuthPageFrame>
  )
}

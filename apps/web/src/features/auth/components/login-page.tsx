import { authMessages } from '@herald/contracts'
import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { AuthCard } from '../../../components/auth-card.tsx'
import { PageState } from '../../../components/page-state.tsx'
import { devMailboxUrl } from '../../../config/site-links.ts'
import { errorText } from '../../../lib/api-error.ts'
import { withTimeout } from '../../../lib/lazy-with-timeout.ts'
import { useProfileInfo } from '../../../lib/profile.ts'
import { safeRedirectPath } from '../../../lib/redirect.ts'
import { useRefreshSession, useSession } from '../../../lib/session.ts'
import { oauthErrorFromQuery } from '../lib/oauth-error.ts'
import { AuthPageFrame } from './auth-page-frame.tsx'
import { DeferredSocialButtons } from './deferred-social-buttons.tsx'
import { LoginSideLinks } from './login-side-links.tsx'
import { SendCodeForm } from './send-code-form.tsx'

/** The code step loads once a code is sent, so the page's first load carries only the email step. */
const VerifyCodeForm = lazy(() =>
  withTimeout(() => import('./verify-code-form.tsx')).then((m) => ({ default: m.VerifyCodeForm })),
)

/** Password sign-in is the exception, so its form loads only when asked for. */
const PasswordSignInForm = lazy(() =>
  withTimeout(() => import('./password-sign-in-form.tsx')).then((m) => ({ default: m.PasswordSignInForm })),
)

type Step = { kind: 'email' } | { kind: 'code'; email: string } | { kind: 'password' }

/** /login: passwordless code by default, social providers, and password sign-in on request. */
export function LoginPage() {
  const [params] = useSearchParams()
  const session = useSession()
  const { profile } = useProfileInfo()
  const refreshSession = useRefreshSession()
  const [step, setStep] = useState<Step>({ kind: 'email' })
  const [email, setEmail] = useState('')
  const [socialError, setSocialError] = useState<string | null>(null)
  const redirectError = oauthErrorFromQuery(params)

  if (session.status === 'loading') return <PageState state="loading" size="page" />
  if (session.status === 'authenticated')
    return <Navigate to={safeRedirectPath(params.get('from'))} replace />

  const signedIn = async () => {
    await refreshSession()
  }

  return (
    <AuthPageFrame links={<LoginSideLinks />}>
      <AuthCard title="Sign in to Herald" subtitle="Power BI and Tableau reports, delivered on schedule.">
        {redirectError ? (
          <Alert color="red" variant="light" role="alert" title={redirectError.message}>
            {redirectError.description}
          </Alert>
        ) : null}
        {socialError ? (
          <Alert color="red" variant="light" role="alert">
            {socialError}
          </Alert>
        ) : null}
        <DeferredSocialButtons
          dividerLabel="or continue with email"
          providers={profile.socialProviders}
          onError={(_, error) => setSocialError(errorText(error, authMessages.signInFailed))}
        />
        {step.kind === 'email' ? (
          <SendCodeForm
            defaultEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo)
              setStep({ kind: 'code', email: sentTo })
            }}
          />
        ) : null}
        {step.kind === 'code' ? (
          <Suspense fallback={<PageState state="loading" />}>
            <VerifyCodeForm
              email={step.email}
              onSignedIn={signedIn}
              onChangeEmail={() => setStep({ kind: 'email' })}
            />
          </Suspense>
        ) : null}
        {step.kind === 'password' ? (
          <Suspense fallback={<PageState state="loading" />}>
            <PasswordSignInForm defaultEmail={email} onSignedIn={signedIn} />
          </Suspense>
        ) : null}
        <Stack gap={6} align="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setStep(step.kind === 'password' ? { kind: 'email' } : { kind: 'password' })}
          >
            {step.kind === 'password'
              ? 'Sign in with a 6-digit code instead'
              : 'Sign in with a password instead'}
          </Anchor>
          {profile.devMailbox ? (
            <Anchor href={devMailboxUrl} size="sm" target="_blank" rel="noopener">
              Open the dev mailbox
            </Anchor>
          ) : null}
          <Text size="sm" c="dimmed">
            New to Herald?{' '}
            <Anchor component={Link} to="/register" size="sm" underline="always">
              Start your free trial
            </Anchor>
          </Text>
        </Stack>
      </AuthCard>
    </AuthPageFrame>
  )
}

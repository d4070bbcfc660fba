import { authMessages } from '@herald/contracts'
import { Alert } from '@mantine/core'
import { useState } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { AuthCard } from '../../../components/auth-card.tsx'
import { PageState } from '../../../components/page-state.tsx'
import { errorText } from '../../../lib/api-error.ts'
import { useProfileInfo } from '../../../lib/profile.ts'
import { safeRedirectPath } from '../../../lib/redirect.ts'
import { useRefreshSession, useSession } from '../../../lib/session.ts'
import { oauthErrorFromQuery } from '../lib/oauth-error.ts'
import { AuthPageFrame } from './auth-page-frame.tsx'
import { DeferredSocialButtons } from './deferred-social-buttons.tsx'
import { LoginFooter } from './login/login-footer.tsx'
import { LoginSteps, type LoginStep } from './login/login-steps.tsx'
import { LoginSideLinks } from './login-side-links.tsx'

/** /login: passwordless code by default, social providers, and password sign-in on request. */
export function LoginPage() {
  const [params] = useSearchParams()
  const session = useSession()
  const { profile } = useProfileInfo()
  const refreshSession = useRefreshSession()
  const [step, setStep] = useState<LoginStep>({ kind: 'email' })
  const [email, setEmail] = useState('')
  const [socialError, setSocialError] = useState<string | null>(null)
  const redirectError = oauthErrorFromQuery(params)

  if (session.status === 'loading') return <PageState state="loading" size="page" />
  if (session.status === 'authenticated')
    return <Navigate to={safeRedirectPath(params.get('from'))} replace />

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
        <LoginSteps
          step={step}
          email={email}
          onCodeSent={(sentTo) => {
            setEmail(sentTo)
            setStep({ kind: 'code', email: sentTo })
          }}
          onChangeEmail={() => setStep({ kind: 'email' })}
          onSignedIn={async () => {
            await refreshSession()
          }}
        />
        <LoginFooter
          password={step.kind === 'password'}
          onSwitch={() => setStep(step.kind === 'password' ? { kind: 'email' } : { kind: 'password' })}
        />
      </AuthCard>
    </AuthPageFrame>
  )
}

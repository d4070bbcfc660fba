import { lazy, Suspense } from 'react'
import { PageState } from '../../../../components/page-state.tsx'
import { withTimeout } from '../../../../lib/lazy-with-timeout.ts'
import { SendCodeForm } from '../send-code-form.tsx'

/** The code step loads once a code is sent, so the page's first load carries only the email step. */
const VerifyCodeForm = lazy(() =>
  withTimeout(() => import('../verify-code-form.tsx')).then((m) => ({ default: m.VerifyCodeForm })),
)

/** Password sign-in is the exception, so its form loads only when asked for. */
const PasswordSignInForm = lazy(() =>
  withTimeout(() => import('../password-sign-in-form.tsx')).then((m) => ({ default: m.PasswordSignInForm })),
)

export type LoginStep = { kind: 'email' } | { kind: 'code'; email: string } | { kind: 'password' }

interface LoginStepsProps {
  step: LoginStep
  /** The email typed last, kept when moving between steps. */
  email: string
  onCodeSent: (email: string) => void
  onChangeEmail: () => void
  onSignedIn: () => Promise<void>
}

/** The sign-in step shown: the email to send a code to, the code, or the password form. */
export function LoginSteps({ step, email, onCodeSent, onChangeEmail, onSignedIn }: LoginStepsProps) {
  if (step.kind === 'email') return <SendCodeForm defaultEmail={email} onSent={onCodeSent} />
  return (
    <Suspense fallback={<PageState state="loading" />}>
      {step.kind === 'code' ? (
        <VerifyCodeForm email={step.email} onSignedIn={onSignedIn} onChangeEmail={onChangeEmail} />
      ) : (
        <PasswordSignInForm defaultEmail={email} onSignedIn={onSignedIn} />
      )}
    </Suspense>
  )
}

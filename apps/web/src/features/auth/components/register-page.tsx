import { authMessages } from '@herald/contracts'
import { Alert, Button, Stack } from '@mantine/core'
import { Link, Navigate } from 'react-router'
import { AuthCard } from '../../../components/auth-card.tsx'
import { PageState } from '../../../components/page-state.tsx'
import { useSession } from '../../../lib/session.ts'
import { AuthPageFrame } from './auth-page-frame.tsx'
import { RegisterFooter } from './register/register-footer.tsx'
import { RegisterForm } from './register/register-form.tsx'
import { useRegisterForm } from './register/use-register-form.ts'

function ActivationSent() {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status">
        {authMessages.activationSent}
      </Alert>
      <Button component={Link} to="/login" fullWidth>
        Go to Login
      </Button>
    </Stack>
  )
}

/** /register: first name and email; the server emails an activation link. */
export function RegisterPage() {
  const session = useSession()
  const state = useRegisterForm()
  if (session.status === 'loading') return <PageState state="loading" size="page" />
  if (session.status === 'authenticated') return <Navigate to="/user-jobs" replace />
  return (
    <AuthPageFrame>
      <AuthCard
        title="Automate your Power BI and Tableau report distribution in minutes!"
        subtitle="7-day free trial, No credit card needed"
        width={500}
      >
        {state.sent ? <ActivationSent /> : <RegisterForm state={state} />}
        <RegisterFooter sent={state.sent} />
      </AuthCard>
    </AuthPageFrame>
  )
}

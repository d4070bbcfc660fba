import { passwordMessages, type ResetSessionState } from '@herald/contracts'
import { Alert, Button, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { AuthCard } from '../../../components/auth-card.tsx'
import { PageState } from '../../../components/page-state.tsx'
import { errorText } from '../../../lib/api-error.ts'
import { checkResetToken } from '../api/check-reset-token.ts'
import { AuthPageFrame } from './auth-page-frame.tsx'
import { ResetFinishForm } from './reset-finish-form.tsx'

function invalidReason(check: ResetSessionState): string | null {
  if (check.valid) return null
  return check.reason === 'expired' ? passwordMessages.resetSessionExpired : passwordMessages.resetLinkInvalid
}

/** /reset/finish?token=…: checks the emailed link, then asks for the new password. */
export function ResetFinishPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const linkError = params.get('error')
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => checkResetToken(token),
    enabled: token.length > 0 && !linkError,
    staleTime: Number.POSITIVE_INFINITY,
  })

  let invalid: string | null = null
  if (linkError) invalid = passwordMessages.resetLinkInvalid
  else if (token.length === 0) invalid = passwordMessages.noResetSession
  else if (check.isError) invalid = errorText(check.error, passwordMessages.noResetSession)
  else if (check.data) invalid = invalidReason(check.data)
  const verifying = invalid === null && !check.data

  return (
    <AuthPageFrame>
      <AuthCard title="Choose a new password">
        {verifying ? <PageState state="loading" label="Verifying your reset session..." /> : null}
        {invalid !== null ? (
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert">
              {invalid}
            </Alert>
            <Button component={Link} to="/reset/init" fullWidth>
              Request New Reset Link
            </Button>
          </Stack>
        ) : null}
        {!verifying && invalid === null ? <ResetFinishForm token={token} /> : null}
      </AuthCard>
    </AuthPageFrame>
  )
}

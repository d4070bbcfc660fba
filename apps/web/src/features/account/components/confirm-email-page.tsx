import { emailChangeMessages } from '@herald/contracts'
import { Alert, Button, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { AuthCard } from '../../../components/auth-card.tsx'
import { PageState } from '../../../components/page-state.tsx'
import { errorText } from '../../../lib/api-error.ts'
import { useRefreshSession } from '../../../lib/session.ts'
import { confirmEmailChange } from '../api/confirm-email-change.ts'

/** /confirm-email?token=: the link emailed to a new address; opening it changes the account's email. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const refreshSession = useRefreshSession()
  const result = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: async () => {
      const confirmed = await confirmEmailChange(token)
      await refreshSession().catch(() => null)
      return confirmed
    },
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })

  return (
    <AuthCard title="Email change">
      {token.length > 0 && result.isPending ? (
        <PageState state="loading" label="Changing your email..." />
      ) : null}
      {result.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            {emailChangeMessages.changed} You now sign in as <b>{result.data.email}</b>.
          </Alert>
          <Button component={Link} to="/" fullWidth>
            Continue to Herald
          </Button>
        </Stack>
      ) : null}
      {token.length === 0 || result.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {result.isError
              ? errorText(result.error, emailChangeMessages.failed)
              : emailChangeMessages.linkInvalid}
          </Alert>
          <Button component={Link} to="/account/email" variant="light" fullWidth>
            Back to Change Email
          </Button>
        </Stack>
      ) : null}
    </AuthCard>
  )
}

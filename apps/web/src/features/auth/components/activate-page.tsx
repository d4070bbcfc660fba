import { authMessages } from '@herald/contracts'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useSearchParams } from 'react-router'
import { AuthCard } from '../../../components/auth-card.tsx'
import { PageState } from '../../../components/page-state.tsx'
import { activate } from '../api/activate.ts'
import { AuthPageFrame } from './auth-page-frame.tsx'

/** /activate, /activate/:key and /activate?key=: activates the account the emailed link names. */
export function ActivatePage() {
  const { key: pathKey } = useParams()
  const [params] = useSearchParams()
  const key = pathKey ?? params.get('key') ?? ''
  const result = useQuery({
    queryKey: ['activate', key],
    queryFn: () => activate(key),
    enabled: key.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const outcome = key.length === 0 || result.isError ? 'failed' : result.isSuccess ? 'activated' : 'pending'

  return (
    <AuthPageFrame>
      <AuthCard title="Account activation">
        {outcome === 'pending' ? <PageState state="loading" label="Activating your account..." /> : null}
        {outcome === 'activated' ? (
          <Stack gap="md">
            <Alert color="green" variant="light" role="status">
              {authMessages.activated}
            </Alert>
            <Button component={Link} to="/login" fullWidth>
              Sign In
            </Button>
          </Stack>
        ) : null}
        {outcome === 'failed' ? (
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert">
              {authMessages.notActivated}
            </Alert>
            <Text size="sm" c="dimmed" ta="center">
              Please use the registration form to sign up again.
            </Text>
            <Button component={Link} to="/register" variant="light" fullWidth>
              Go to registration
            </Button>
          </Stack>
        ) : null}
      </AuthCard>
    </AuthPageFrame>
  )
}

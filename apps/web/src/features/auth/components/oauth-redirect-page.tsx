import { Anchor } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { PageState } from '../../../components/page-state.tsx'
import { useRefreshSession } from '../../../lib/session.ts'
import { oauthErrorFromQuery } from '../lib/oauth-error.ts'

/** /oauth-redirect: where Google or Microsoft sign-in returns. */
export function OAuthRedirectPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const refreshSession = useRefreshSession()
  const failure = oauthErrorFromQuery(params)
  const failed = failure !== null
  const started = useRef(false)

  useEffect(() => {
    if (failed || started.current) return
    started.current = true
    void refreshSession()
      .catch(() => null)
      .then((account) => navigate(account ? '/user-jobs' : '/login', { replace: true }))
  }, [failed, navigate, refreshSession])

  if (!failure) return <PageState state="loading" size="page" label="Signing you in..." />
  return (
    <PageState
      state="error"
      size="page"
      icon={<IconAlertCircle size={28} />}
      title={failure.message}
      hint={failure.description || undefined}
    >
      <Anchor component={Link} to="/login">
        Back to sign in
      </Anchor>
    </PageState>
  )
}

import { Anchor } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { MessageState } from '../../../components/message-state.tsx'
import { PageLoader } from '../../../components/page-loader.tsx'
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

  if (!failure) return <PageLoader label="Signing you in..." />
  return (
    <MessageState icon={<IconAlertCircle size={28} />} color="red" message={failure.message}>
      {failure.description ? <div>{failure.description}</div> : null}
      <Anchor component={Link} to="/login">
        Back to sign in
      </Anchor>
    </MessageState>
  )
}

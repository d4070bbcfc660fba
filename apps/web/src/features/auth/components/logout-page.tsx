import { authMessages } from '@herald/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { PageState } from '../../../components/page-state.tsx'
import { notifySuccess } from '../../../lib/notify.ts'
import { clearSession } from '../../../lib/session.ts'
import { signOut } from '../api/sign-out.ts'

/** /logout: ends the server session, forgets cached data, goes home and says so. */
export function LogoutPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    void signOut()
      .catch(() => undefined)
      .then(() => {
        clearSession(queryClient)
        void navigate('/', { replace: true })
        notifySuccess(authMessages.loggedOut)
      })
  }, [navigate, queryClient])

  return <PageState state="loading" size="page" label="Signing out..." />
}

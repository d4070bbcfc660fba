import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { onSessionLost } from '../lib/api-client.ts'
import { loginPathFor } from '../lib/redirect.ts'
import { clearSession } from '../lib/session.ts'

/** A 401/403 whose session refresh finds no session: forget the user and ask them to sign in. */
export function SessionLostRedirect() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const location = useLocation()
  const current = useRef('/')

  useEffect(() => {
    current.current = `${location.pathname}${location.search}`
  }, [location])

  useEffect(() => {
    onSessionLost(() => {
      clearSession(queryClient)
      void navigate(loginPathFor(current.current), { replace: true })
    })
    return () => onSessionLost(() => {})
  }, [navigate, queryClient])

  return null
}

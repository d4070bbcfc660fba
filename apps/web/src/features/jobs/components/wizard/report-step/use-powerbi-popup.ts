import type { PowerBiSignInMessage } from '@herald/contracts'
import { useEffect, useRef, useState } from 'react'
import { errorText } from '../../../../../lib/api-error.ts'
import { initiatePowerBiSignIn } from '../../../api/bi-auth.ts'

/** Spec §4: the auth config is read again half a second after the popup reports success. */
const REREAD_AFTER_MS = 500

const isSignInMessage = (data: unknown): data is PowerBiSignInMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === 'herald-powerbi-oauth'

/**
 * The Power BI sign-in popup: opened at once on the click (so no popup blocker stops it), pointed at Entra
 * ID once Herald answers the address, and listened to for the callback page's message (same origin only).
 */
export function usePowerBiPopup(jobId: number, onLinked: () => void) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const linked = useRef(onLinked)
  linked.current = onLinked

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isSignInMessage(event.data)) return
      setBusy(false)
      if (event.data.ok) {
        setError(undefined)
        timer = setTimeout(() => linked.current(), REREAD_AFTER_MS)
      } else setError(event.data.error ?? 'The sign-in did not finish.')
    }
    window.addEventListener('message', listen)
    return () => {
      window.removeEventListener('message', listen)
      clearTimeout(timer)
    }
  }, [])

  const open = async () => {
    setError(undefined)
    const popup = window.open('', 'herald-powerbi-sign-in', 'popup,width=520,height=680')
    if (!popup) {
      setError('The browser blocked the sign-in window. Allow pop-ups for Herald and click Sign in again.')
      return
    }
    setBusy(true)
    try {
      popup.location.href = await initiatePowerBiSignIn(jobId)
    } catch (err) {
      popup.close()
      setBusy(false)
      setError(errorText(err))
    }
  }
  return { open, busy, error }
}

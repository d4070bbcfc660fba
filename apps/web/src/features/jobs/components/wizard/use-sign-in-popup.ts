import { useEffect, useRef, useState } from 'react'
import { errorText } from '../../../../lib/api-error.ts'

/** What Herald's sign-in callback page posts to the window that opened it. */
interface SignInMessage {
  source: string
  ok: boolean
  error?: string
}

/**
 * A Microsoft sign-in popup (Power BI's link, a SharePoint destination's sign-in): opened at once on the click (so
 * no popup blocker stops it), pointed at Entra ID once Herald answers the address, and listened to for the callback
 * page's message of `source` (same origin only).
 */
export function useSignInPopup<M extends SignInMessage>(
  source: M['source'],
  initiate: () => Promise<string>,
  onSignedIn: (message: M) => void,
) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const signedIn = useRef(onSignedIn)
  signedIn.current = onSignedIn

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const data = event.data as Partial<M> | null
      if (event.origin !== window.location.origin || typeof data !== 'object' || data?.source !== source)
        return
      setBusy(false)
      if (data.ok) {
        setError(undefined)
        signedIn.current(data as M)
      } else setError(data.error ?? 'The sign-in did not finish.')
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [source])

  const open = async () => {
    setError(undefined)
    const popup = window.open('', `${source}-sign-in`, 'popup,width=520,height=680')
    if (!popup) {
      setError('The browser blocked the sign-in window. Allow pop-ups for Herald and click Sign in again.')
      return
    }
    setBusy(true)
    try {
      popup.location.href = await initiate()
    } catch (err) {
      popup.close()
      setBusy(false)
      setError(errorText(err))
    }
  }
  return { open, busy, error }
}

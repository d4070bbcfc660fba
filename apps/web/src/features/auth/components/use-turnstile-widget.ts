import { authMessages } from '@herald/contracts'
import { useEffect, type RefObject } from 'react'
import { loadTurnstile, type TurnstileApi } from '../lib/load-turnstile.ts'

interface TurnstileWidgetOptions {
  container: RefObject<HTMLDivElement | null>
  /** Set to the rendered widget, so it can be reset and is removed on unmount. */
  widget: RefObject<{ api: TurnstileApi; id: string } | null>
  siteKey: string
  onTokenRef: RefObject<(token: string | null) => void>
  setProblem: (problem: string | null) => void
}

/** Loads Turnstile and renders its widget in `container`; a token, an expiry or a failure is passed on. */
export function useTurnstileWidget({
  container,
  widget,
  siteKey,
  onTokenRef,
  setProblem,
}: TurnstileWidgetOptions) {
  useEffect(() => {
    let cancelled = false
    loadTurnstile().then(
      (api) => {
        if (cancelled || !container.current) return
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => {
            setProblem(null)
            onTokenRef.current(token)
          },
          'expired-callback': () => {
            setProblem(authMessages.captchaExpired)
            onTokenRef.current(null)
          },
          'error-callback': () => {
            setProblem(authMessages.captchaFailed)
            onTokenRef.current(null)
          },
        })
        if (id !== undefined) widget.current = { api, id }
      },
      () => {
        if (!cancelled) setProblem(authMessages.captchaFailed)
      },
    )
    return () => {
      cancelled = true
      if (widget.current) widget.current.api.remove(widget.current.id)
      widget.current = null
    }
  }, [container, widget, siteKey, onTokenRef, setProblem])
}

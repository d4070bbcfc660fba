import { Box } from '@mantine/core'
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { withTimeout } from '../../../lib/lazy-with-timeout.ts'
import { useProfileInfo } from '../../../lib/profile.ts'
import type { CaptchaHandle } from './captcha.tsx'

/** The widget's code loads only on a server with a captcha configured; the sign-in page stays small without. */
const Captcha = lazy(() => withTimeout(() => import('./captcha.tsx')).then((m) => ({ default: m.Captcha })))

export interface CaptchaState {
  /** False when the server runs without a captcha: no widget, no token needed. */
  enabled: boolean
  token: string | null
  /** True when a call may be made: captcha off, or a token is present. */
  ready: boolean
  widget: ReactNode
  /** Call after each protected request: the token is single-use. */
  reset: () => void
}

export function useCaptcha(): CaptchaState {
  const { profile } = useProfileInfo()
  const siteKey = profile.captchaSiteKey
  const [token, setToken] = useState<string | null>(null)
  const handle = useRef<CaptchaHandle>(null)
  const reset = useCallback(() => {
    setToken(null)
    handle.current?.reset()
  }, [])
  const widget = siteKey ? (
    <Suspense fallback={<Box mih={65} />}>
      <Captcha siteKey={siteKey} onToken={setToken} ref={handle} />
    </Suspense>
  ) : null
  return { enabled: siteKey !== null, token, ready: siteKey === null || token !== null, widget, reset }
}

import { authMessages } from '@herald/contracts'
import { useState } from 'react'
import { errorText } from '../../../lib/api-error.ts'
import { useCaptcha, type CaptchaState } from './use-captcha.tsx'

/**
 * What every captcha-protected sign-in form does on submit: refuse without a token, clear the last
 * failure, run the call, and on failure show the spec's text and ask for a fresh (single-use) token.
 */
export function useSignInAction(): {
  captcha: CaptchaState
  failure: string | null
  run: (call: (captchaToken: string | null) => Promise<void>) => Promise<void>
} {
  const captcha = useCaptcha()
  const [failure, setFailure] = useState<string | null>(null)
  const run = async (call: (captchaToken: string | null) => Promise<void>) => {
    if (!captcha.ready) return setFailure(authMessages.captchaRequired)
    setFailure(null)
    try {
      await call(captcha.token)
    } catch (error) {
      setFailure(errorText(error, authMessages.signInFailed))
      if (captcha.enabled) captcha.reset()
    }
  }
  return { captcha, failure, run }
}

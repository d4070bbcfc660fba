import { CAPTCHA_HEADER } from '@herald/contracts'

/** The Turnstile token travels in its own header on every captcha-protected call (DESIGN.md §8.3). */
export function captchaHeaders(token: string | null): Record<string, string> {
  return token ? { [CAPTCHA_HEADER]: token } : {}
}

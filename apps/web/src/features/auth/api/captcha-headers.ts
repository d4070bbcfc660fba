/** The Turnstile token travels in this header on every captcha-protected call (DESIGN.md §8.3). */
export const CAPTCHA_HEADER = 'x-captcha-response'

export function captchaHeaders(token: string | null): Record<string, string> {
  return token ? { [CAPTCHA_HEADER]: token } : {}
}

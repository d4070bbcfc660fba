const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** Checks a Turnstile token with the verification service; false for a missing, used or forged token. */
export async function verifyCaptchaToken(
  captcha: { secretKey: string; verifyUrl: string | undefined },
  token: string | undefined,
  remoteIp: string,
): Promise<boolean> {
  if (!token) return false
  const response = await fetch(captcha.verifyUrl ?? TURNSTILE_VERIFY_URL, {
    method: 'POST',
    body: new URLSearchParams({ secret: captcha.secretKey, response: token, remoteip: remoteIp }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) return false
  const result = (await response.json()) as { success?: boolean }
  return result.success === true
}

import { captcha, emailOTP, genericOAuth } from 'better-auth/plugins'
import type { Config } from '../../config.ts'
import type { Queue } from '../../platform/queue/queue.ts'
import { enqueueEmail } from '../mail/index.ts'
import { signInCodeEmail } from './auth-emails.ts'

const OTP_TTL_SECONDS = 10 * 60
const OTP_MAX_ATTEMPTS = 5

/** The social sign-in providers the configuration enables (Google, Microsoft), by the library's provider id. */
export function socialProviders(config: Config) {
  return [
    config.google && { providerId: 'google', ...config.google },
    config.microsoft && { providerId: 'azure', ...config.microsoft },
  ].filter((p) => !!p)
}

type SocialProvider = ReturnType<typeof socialProviders>[number]

/** Sign-in by an emailed 6-digit code (no sign-up that way). */
function emailCodePlugin(queue: Queue) {
  return emailOTP({
    otpLength: 6,
    expiresIn: OTP_TTL_SECONDS,
    allowedAttempts: OTP_MAX_ATTEMPTS,
    storeOTP: 'hashed',
    disableSignUp: true,
    rateLimit: { window: 60, max: 3 },
    sendVerificationOTP: async ({ email, otp }) => {
      await enqueueEmail(queue, [email], signInCodeEmail(otp))
    },
  })
}

/** Turnstile on the endpoints that send an email or check a password. */
function captchaPlugin(captchaConfig: NonNullable<Config['captcha']>) {
  return captcha({
    provider: 'cloudflare-turnstile',
    secretKey: captchaConfig.secretKey,
    siteVerifyURLOverride: captchaConfig.verifyUrl,
    endpoints: ['/email-otp/send-verification-otp', '/sign-in/email', '/request-password-reset'],
  })
}

/** OpenID Connect sign-in with PKCE; the profile's given and family names fill the user's. */
function socialPlugin(social: SocialProvider[], signupsEnabled: boolean) {
  return genericOAuth({
    config: social.map((p) => ({
      providerId: p.providerId,
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      discoveryUrl: p.discoveryUrl,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      disableImplicitSignUp: !signupsEnabled,
      mapProfileToUser: (profile: Record<string, unknown>) => ({
        firstName: typeof profile['given_name'] === 'string' ? profile['given_name'] : undefined,
        lastName: typeof profile['family_name'] === 'string' ? profile['family_name'] : undefined,
      }),
    })),
  })
}

/** The library's plugins: emailed codes always, the captcha and social sign-in when configured. */
export function authPlugins(config: Config, queue: Queue, social: SocialProvider[]) {
  return [
    emailCodePlugin(queue),
    ...(config.captcha ? [captchaPlugin(config.captcha)] : []),
    ...(social.length > 0 ? [socialPlugin(social, config.signupsEnabled)] : []),
  ]
}

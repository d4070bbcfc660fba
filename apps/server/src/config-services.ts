import path from 'node:path'
import type { Env } from './config-env.ts'

// The optional services the environment turns on, each read from the parsed variables: set when its
// variables are, undefined otherwise. Only config.ts calls these.

/** Turnstile on sign-in and sign-up, when both keys are set. */
export function captchaOf(env: Env) {
  return env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
    ? {
        siteKey: env.TURNSTILE_SITE_KEY,
        secretKey: env.TURNSTILE_SECRET_KEY,
        verifyUrl: env.TURNSTILE_VERIFY_URL,
      }
    : undefined
}

/** Sign-in with Google and with Microsoft, each when its client id and secret are set. */
export function socialSignInOf(env: Env) {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          discoveryUrl: env.GOOGLE_DISCOVERY_URL,
        }
      : undefined
  const microsoft =
    env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET
      ? {
          clientId: env.MICROSOFT_CLIENT_ID,
          clientSecret: env.MICROSOFT_CLIENT_SECRET,
          discoveryUrl:
            env.MICROSOFT_DISCOVERY_URL ??
            `https://login.microsoftonline.com/${env.MICROSOFT_TENANT_ID}/v2.0/.well-known/openid-configuration`,
        }
      : undefined
  return { google, microsoft }
}

/** Power BI, when the Entra ID app's id and secret are both set; URLs without a trailing slash. */
export function powerBiOf(env: Env) {
  return env.POWERBI_CLIENT_ID && env.POWERBI_CLIENT_SECRET
    ? {
        clientId: env.POWERBI_CLIENT_ID,
        clientSecret: env.POWERBI_CLIENT_SECRET,
        authorityUrl: env.POWERBI_AUTHORITY_URL.replace(/\/+$/, ''),
        tenant: env.POWERBI_TENANT,
        apiUrl: env.POWERBI_API_URL.replace(/\/+$/, ''),
        exportsPerCapacity: env.POWERBI_EXPORTS_PER_CAPACITY,
        exportsPerAccount: env.POWERBI_EXPORTS_PER_ACCOUNT,
      }
    : undefined
}

/** Card payments, when the secret key and the webhook secret are both set. */
export function stripeOf(env: Env) {
  return env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      }
    : undefined
}

/** The built-in SFTP server, when SFTP_PORT is set: the host key's file and the host name users are shown. */
export function sftpOf(env: Env, dataDir: string, publicUrl: string) {
  if (env.SFTP_PORT === undefined) return undefined
  return {
    port: env.SFTP_PORT,
    hostKeyPath: path.resolve(env.SFTP_HOST_KEY ?? path.join(dataDir, 'sftp-host-key')),
    publicHost: env.SFTP_PUBLIC_HOST ?? new URL(publicUrl).hostname,
  }
}

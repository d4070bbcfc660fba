import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../../apps/server/test/smtp-sink.ts'
import { launchBrowser } from './browser.ts'
import type { HeraldProcess } from './herald-process.ts'
import { startHeraldOnOwnDatabase } from './herald-own-database.ts'

export interface E2eEnvironment {
  smtp: SmtpSink
  herald: HeraldProcess
  browser: Browser
}

/** For a test file: Herald on the run's PostgreSQL, sending mail to a real SMTP server, and Chromium. */
export function heraldWithSmtp(extraEnv: Record<string, string> = {}): E2eEnvironment {
  const env = {} as E2eEnvironment
  beforeAll(async () => {
    env.smtp = await startSmtpSink()
    env.herald = await startHeraldOnOwnDatabase({
      SMTP_URL: env.smtp.url,
      SECRET_KEY: 'e2e-secret-key-that-is-long-enough-0123456789',
      TRUST_PROXY: 'true',
      ...extraEnv,
    })
    env.browser = await launchBrowser()
  })
  afterAll(async () => {
    await env.browser?.close()
    await env.herald?.stop()
    await env.smtp?.close()
  })
  return env
}

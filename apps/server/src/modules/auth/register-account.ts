import { randomBytes } from 'node:crypto'
import { authMessages, type RegisterInput } from '@herald/contracts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { verifyCaptchaToken } from '../../platform/captcha.ts'
import { AppError } from '../../platform/http/errors.ts'
import { countAuditEventsSince, recordAuditEvent } from '../audit/index.ts'
import { emailIsRegistered } from './auth.queries.ts'
import type { Auth } from './create-auth.ts'

const WINDOW_MS = 10 * 60 * 1000
const MAX_PER_WINDOW = 5

/**
 * Sign-up: creates an inactive account (FREE_TRIAL from today) and emails the activation link.
 * The account gets an unguessable password nobody knows; the user signs in with codes or sets one by reset.
 */
export async function registerAccount(
  deps: { auth: Auth; db: Database; config: Config },
  input: RegisterInput & { captchaToken: string | undefined; ip: string },
): Promise<{ message: string }> {
  const { auth, db, config } = deps
  if (!config.signupsEnabled) throw new AppError(403, authMessages.signupsDisabled)
  if (config.captcha) {
    if (!input.captchaToken) throw new AppError(400, authMessages.captchaRequired)
    if (!(await verifyCaptchaToken(config.captcha, input.captchaToken, input.ip))) {
      throw new AppError(400, authMessages.captchaFailed)
    }
  }
  if (
    (await countAuditEventsSince(
      db,
      { type: 'REGISTRATION', data: { ip: input.ip } },
      new Date(Date.now() - WINDOW_MS),
    )) >= MAX_PER_WINDOW
  ) {
    throw new AppError(429, authMessages.tooManySignups)
  }
  const email = input.email.toLowerCase()
  if (await emailIsRegistered(db, email)) throw new AppError(409, authMessages.emailExists)
  try {
    await auth.api.signUpEmail({
      body: {
        email,
        name: input.firstName,
        password: randomBytes(32).toString('base64url'),
        firstName: input.firstName,
        langKey: input.langKey,
      },
    })
  } catch (error) {
    if (await emailIsRegistered(db, email)) throw new AppError(409, authMessages.emailExists)
    throw error
  }
  await recordAuditEvent(db, { principal: email, type: 'REGISTRATION', data: { ip: input.ip } })
  return { message: authMessages.activationSent }
}

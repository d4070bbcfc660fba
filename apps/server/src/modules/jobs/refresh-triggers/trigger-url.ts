import { randomBytes } from 'node:crypto'
import { refreshTriggersApi, type TriggerUrlResult } from '@herald/contracts'
import type { Database } from '../../../db/client.ts'
import { hashApiKey } from '../../../platform/crypto/api-key-secret.ts'
import { notFound } from '../../../platform/http/errors.ts'
import { recordAuditEvent } from '../../audit/index.ts'
import type { Principal } from '../../auth/index.ts'
import { setTriggerHash } from './refresh-triggers.queries.ts'

/** Recognisable in logs and secret scanners; 256 random bits, base64url. */
const TOKEN_PREFIX = 'hrt_'

export interface TriggerUrlDeps {
  db: Database
  clock: () => Date
  publicUrl: string
}

export const triggerUrlOf = (publicUrl: string, token: string) =>
  new URL(refreshTriggersApi.fireTrigger.path.replace(':token', token), publicUrl).toString()

/** Creates the job's trigger URL, or a new one in place of the old (which stops working at once). Shown once. */
export async function createTriggerUrl(
  { db, clock, publicUrl }: TriggerUrlDeps,
  principal: Principal,
  jobId: number,
): Promise<TriggerUrlResult> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url')
  if (!(await setTriggerHash(db, principal.userId, jobId, hashApiKey(token), clock()))) throw notFound()
  await recordAuditEvent(db, {
    principal: principal.email,
    type: 'TRIGGER_URL_CREATED',
    data: { jobId: String(jobId) },
  })
  return { url: triggerUrlOf(publicUrl, token), token }
}

export async function revokeTriggerUrl(
  { db, clock }: Omit<TriggerUrlDeps, 'publicUrl'>,
  principal: Principal,
  jobId: number,
): Promise<void> {
  if (!(await setTriggerHash(db, principal.userId, jobId, null, clock()))) throw notFound()
  await recordAuditEvent(db, {
    principal: principal.email,
    type: 'TRIGGER_URL_REVOKED',
    data: { jobId: String(jobId) },
  })
}

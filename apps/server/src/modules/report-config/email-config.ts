import {
  hasPremiumFeatures,
  planMessages,
  type JobEmailConfig,
  type JobEmailConfigView,
} from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import { sanitizeEmailHtml } from '../../platform/mail/sanitize-email-html.ts'
import type { Principal } from '../auth/index.ts'
import { requireOwnedJob } from '../jobs/index.ts'
import { presentEmailConfig } from './present-report-config.ts'
import type { ReportConfigDeps } from './report-config-deps.ts'
import { isSenderVerified, isServerSender } from '../senders/index.ts'
import { findEmailTask, saveEmailTask } from './report-config.queries.ts'
import { tokenColumnsOfJob } from './row-columns.queries.ts'
import { refuseUnknownTokens } from './token-checks.ts'

/** The job's email task, or the defaults a new one starts with (the server's own sender). */
export async function getEmailConfig(
  { db, mailFrom }: Pick<ReportConfigDeps, 'db' | 'mailFrom'>,
  principal: Principal,
  jobId: number,
): Promise<JobEmailConfigView> {
  await requireOwnedJob(db, principal, jobId)
  const task = (await findEmailTask(db, jobId)) ?? {
    fromEmail: mailFrom,
    emailTitle: '',
    emailBody: '',
    isActive: true,
  }
  const verified = await isSenderVerified(db, principal.userId, task.fromEmail)
  return presentEmailConfig(task, verified, isServerSender(mailFrom, task.fromEmail), 'unknown')
}

/**
 * `POST /api/job-email-config`: the body is sanitized on save; whether the sender is verified is the
 * server's record, never the client's claim; Standard accounts cannot disable emails (spec §6).
 */
export async function saveEmailConfig(
  { db, clock, mailFrom }: Pick<ReportConfigDeps, 'db' | 'clock' | 'mailFrom'>,
  principal: Principal,
  jobId: number,
  config: JobEmailConfig,
): Promise<JobEmailConfigView> {
  const job = await requireOwnedJob(db, principal, jobId)
  if (!config.isActive && !hasPremiumFeatures(job.plan)) {
    throw new AppError(403, planMessages.notOnStandard('disableEmails'))
  }
  // Tokens of subject and body must name the rows' columns (ADR 0047).
  refuseUnknownTokens(config, await tokenColumnsOfJob(db, jobId))
  const saved = await saveEmailTask(
    db,
    jobId,
    { ...config, emailBody: sanitizeEmailHtml(config.emailBody) },
    clock(),
  )
  const verified = await isSenderVerified(db, principal.userId, saved.fromEmail)
  return presentEmailConfig(saved, verified, isServerSender(mailFrom, saved.fromEmail), 'unknown')
}

import { createHash, randomBytes } from 'node:crypto'
import {
  endpointPath,
  extractSenderAddress,
  senderMessages,
  sendersApi,
  type VerifySenderResult,
} from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'
import { lookupDmarc } from '../../platform/dns/dmarc-lookup.ts'
import { renderSystemEmail } from '../../platform/mail/layout.ts'
import { countAuditEventsSince, recordAuditEvent } from '../audit/index.ts'
import type { Principal } from '../auth/index.ts'
import { senderDkimStatus } from '../sending-domains/index.ts'
import { enqueueEmail } from '../mail/index.ts'
import type { SendersDeps } from './senders-deps.ts'
import { isServerSender } from './is-server-sender.ts'
import { isSenderVerified, storeVerificationToken } from './senders.queries.ts'

const LINK_HOURS = 24
const LINKS_PER_HOUR = 5
const HOUR_MS = 60 * 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

function dmarcMessage(status: string, domain: string): string {
  if (status === 'compliant') return senderMessages.dmarcCompliant(domain)
  if (status === 'non-compliant') return senderMessages.dmarcMissing(domain)
  return senderMessages.dmarcUnknown(domain)
}

/**
 * `POST api/email/verify-email`: whether the sender is verified and its domain's DMARC status; with
 * `sendVerificationEmail`, also emails a one-time link to that address (5 an hour per account). The
 * server's own sender needs no link: it is said to be that.
 */
export async function verifySender(
  deps: SendersDeps,
  principal: Principal,
  request: { email: string; sendVerificationEmail: boolean },
): Promise<VerifySenderResult> {
  const address = extractSenderAddress(request.email)
  if (!address) throw new AppError(400, 'Please enter a valid email address')
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase()
  const [verified, dmarc, dkim] = await Promise.all([
    isSenderVerified(deps.db, principal.userId, address),
    lookupDmarc(deps.resolveTxt, domain),
    senderDkimStatus(deps.db, principal.userId, address),
  ])
  const serverSender = isServerSender(deps.mailFrom, address)
  let message: string = serverSender
    ? senderMessages.serverSender
    : verified
      ? senderMessages.verified
      : senderMessages.notVerified
  if (request.sendVerificationEmail && !verified && !serverSender) {
    await sendVerificationLink(deps, principal, address)
    message = senderMessages.linkSent(address)
  }
  return {
    verified,
    serverSender,
    dmarcCompliant: dmarc.status === 'unknown' ? null : dmarc.status === 'compliant',
    message,
    dmarcMessage: dmarcMessage(dmarc.status, domain),
    dkim,
  }
}

async function sendVerificationLink(deps: SendersDeps, principal: Principal, address: string) {
  const now = deps.clock()
  const type = 'SENDER_VERIFICATION_SENT'
  const sent = await countAuditEventsSince(
    deps.db,
    { type, principal: principal.email },
    new Date(now.getTime() - HOUR_MS),
  )
  if (sent >= LINKS_PER_HOUR) throw new AppError(429, senderMessages.tooMany)
  const token = randomBytes(32).toString('base64url')
  const url = `${deps.publicUrl}${endpointPath(sendersApi.confirm, { query: { token } })}`
  await deps.db.transaction(async (tx) => {
    await storeVerificationToken(
      tx,
      principal.userId,
      address,
      hashToken(token),
      new Date(now.getTime() + LINK_HOURS * HOUR_MS),
    )
    await recordAuditEvent(tx, { principal: principal.email, type, data: { sender: address } })
    const email = renderSystemEmail({
      subject: 'Verify this sender address for Herald',
      heading: 'Verify your sender address',
      paragraphs: [
        `${principal.email} wants to send scheduled reports from ${address} with Herald.`,
        `If that is you or someone you trust, open the link within ${LINK_HOURS} hours. Otherwise ignore this email.`,
      ],
      action: { label: 'Verify this address', url },
    })
    await enqueueEmail(deps.queue, [address], email, { tx })
  })
}

import type { MailResult } from '../../platform/mail/mail-message.ts'

export type RecipientOutcome = { status: 'SENT' | 'RETRY' | 'FAILED'; response: string | null }

interface SmtpFailure {
  responseCode?: number
  response?: string
  command?: string
  message?: string
}

/**
 * What became of each envelope recipient of one attempt: accepted → SENT, refused with 5xx → FAILED,
 * refused with 4xx (or no answer) → RETRY. A whole-message failure applies to every recipient; one
 * that broke off after DATA was under way leaves it unknown whether the server kept the message.
 */
export function classifyOutcome(
  addresses: string[],
  outcome: { result: MailResult } | { error: unknown },
): { byAddress: Map<string, RecipientOutcome>; maybeDelivered: boolean } {
  const byAddress = new Map<string, RecipientOutcome>()
  if ('error' in outcome) {
    const err = (outcome.error ?? {}) as SmtpFailure
    const code = err.responseCode
    const response = err.response ?? err.message ?? 'The SMTP server did not answer.'
    const status = code !== undefined && code >= 500 ? 'FAILED' : 'RETRY'
    for (const address of addresses) byAddress.set(address, { status, response })
    return { byAddress, maybeDelivered: code === undefined && err.command === 'DATA' }
  }
  const accepted = new Set(outcome.result.accepted.map((a) => a.toLowerCase()))
  const rejected = new Map(outcome.result.rejected.map((r) => [r.address.toLowerCase(), r]))
  for (const address of addresses) {
    const refusal = rejected.get(address.toLowerCase())
    if (accepted.has(address.toLowerCase())) byAddress.set(address, { status: 'SENT', response: null })
    else if (refusal && refusal.code !== undefined && refusal.code >= 500)
      byAddress.set(address, { status: 'FAILED', response: refusal.response })
    else byAddress.set(address, { status: 'RETRY', response: refusal?.response ?? 'Not accepted.' })
  }
  return { byAddress, maybeDelivered: false }
}

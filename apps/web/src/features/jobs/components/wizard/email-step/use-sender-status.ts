import {
  emailConfigMessages,
  extractSenderAddress,
  type DmarcStatus,
  type JobEmailConfigView,
  type SenderDkimStatus,
  type VerifySenderResult,
} from '@herald/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError, notifyInfo } from '../../../../../lib/notify.ts'
import { emailConfigKeys, sendSenderVerification, senderStatusQuery } from '../../../api/email-config.ts'
import { notifyWarning } from './notify-warning.ts'

export interface SenderStatus {
  verified: boolean
  /** The server's own sender (MAIL_FROM): shown as such, not as an address to verify. */
  serverSender: boolean
  dmarc: DmarcStatus
  /** The sender's domain as a sending domain of the account (DKIM); undefined until the sender is checked. */
  dkim?: SenderDkimStatus
}

const UNKNOWN: SenderStatus = { verified: false, serverSender: false, dmarc: 'unknown' }

function statusOf(result: VerifySenderResult): SenderStatus {
  const dmarc =
    result.dmarcCompliant === null ? 'unknown' : result.dmarcCompliant ? 'compliant' : 'non-compliant'
  return { verified: result.verified, serverSender: result.serverSender, dmarc, dkim: result.dkim }
}

/**
 * Verification and DMARC status of the sender being edited (spec §4). The status read on load, on
 * blur and after 'Verify This Email' belongs to one address: any other address shows as not verified,
 * DMARC unknown. A failed read leaves DMARC unknown.
 */
export function useSenderStatus(saved: JobEmailConfigView, sender: string) {
  const queryClient = useQueryClient()
  const savedAddress = extractSenderAddress(saved.fromEmail)
  const [checked, setChecked] = useState(savedAddress)
  const check = useQuery({ ...senderStatusQuery(checked ?? ''), enabled: checked !== undefined })
  const verification = useMutation({
    mutationFn: sendSenderVerification,
    onSuccess: (result, address) => {
      queryClient.setQueryData(emailConfigKeys.sender(address), result)
      setChecked(address)
      if (result.message) notifyInfo(result.message)
      if (result.dmarcMessage) notifyWarning(result.dmarcMessage)
    },
  })

  const address = extractSenderAddress(sender)
  const savedStatus = address !== undefined && address === savedAddress ? saved : null
  let status: SenderStatus = savedStatus
    ? {
        verified: savedStatus.isEmailVerified,
        serverSender: savedStatus.serverSender,
        dmarc: savedStatus.dmarcStatus,
      }
    : UNKNOWN
  if (address !== undefined && address === checked) {
    if (check.data) status = statusOf(check.data)
    else if (check.isError) status = { ...status, dmarc: 'unknown' }
  }

  /** On blur: reads the status of a changed, valid sender. */
  const refresh = (value: string) => {
    const next = extractSenderAddress(value)
    if (next !== undefined && next !== checked) setChecked(next)
  }

  /** 'Verify This Email': emails a verification link to the sender. */
  const verify = () => {
    if (sender.trim() === '') return notifyError(emailConfigMessages.senderRequired)
    if (address === undefined) return notifyError(emailConfigMessages.senderInvalid)
    verification.mutate(address)
  }

  return { status, refresh, verify, verifying: verification.isPending }
}

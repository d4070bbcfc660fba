import type { PowerBiSignInMessage } from '@herald/contracts'
import { useEffect, useRef } from 'react'
import { initiatePowerBiSignIn } from '../../../api/bi-auth.ts'
import { useSignInPopup } from '../use-sign-in-popup.ts'

/** Spec §4: the auth config is read again half a second after the popup reports success. */
const REREAD_AFTER_MS = 500

/** The Power BI sign-in popup: the job's link is read again once the callback page reports success. */
export function usePowerBiPopup(jobId: number, onLinked: () => void) {
  const linked = useRef(onLinked)
  linked.current = onLinked
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useSignInPopup<PowerBiSignInMessage>(
    'herald-powerbi-oauth',
    () => initiatePowerBiSignIn(jobId),
    () => {
      timer.current = setTimeout(() => linked.current(), REREAD_AFTER_MS)
    },
  )
}

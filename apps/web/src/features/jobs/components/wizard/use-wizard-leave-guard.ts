import { useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { useLeaveGuard } from '../../../../lib/leave-guard.ts'
import { createWizardDrafts, type WizardStep } from '../../lib/wizard-drafts.ts'

/**
 * Each step's unsaved values, kept while the stepper shows another step (ADR 0053), and the guard that asks
 * before leaving the wizard with some: moving between steps changes only ?step=; anything else leaves it.
 */
export function useWizardLeaveGuard() {
  const { pathname } = useLocation()
  const [drafts] = useState(createWizardDrafts)
  const unsaved = useSyncExternalStore(drafts.subscribe, drafts.snapshot)
  const guard = useLeaveGuard(
    unsaved !== '',
    (next) => next.pathname !== pathname && drafts.unsaved().length > 0,
  )
  return {
    drafts,
    /** The steps with unsaved values. */
    unsaved: unsaved === '' ? [] : (unsaved.split(',') as WizardStep[]),
    held: guard.held,
    leave: () => {
      guard.proceed()
      drafts.clear()
    },
    stay: guard.stay,
  }
}

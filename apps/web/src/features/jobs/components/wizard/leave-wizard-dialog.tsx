import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx'
import { WIZARD_STEP_NAMES, type WizardStep } from '../../lib/wizard-drafts.ts'

export const leaveWizardTexts = {
  title: 'Leave without saving?',
  question: (steps: readonly WizardStep[]) => {
    const names = steps.map((step) => WIZARD_STEP_NAMES[step])
    if (names.length === 0) return 'Your changes are not saved. Leaving discards them.'
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
    return `Your changes on ${list} are not saved. Leaving discards them.`
  },
  stay: 'Stay',
  leave: 'Leave and discard',
} as const

interface LeaveWizardDialogProps {
  opened: boolean
  unsaved: readonly WizardStep[]
  onLeave: () => void
  onStay: () => void
}

/** Asked when a link, Back or a redirect would leave the wizard with unsaved changes (ADR 0053). */
export function LeaveWizardDialog({ opened, unsaved, onLeave, onStay }: LeaveWizardDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title={leaveWizardTexts.title}
      cancelLabel={leaveWizardTexts.stay}
      confirmLabel={leaveWizardTexts.leave}
      // Red 8: white on it reaches 4.5:1 (the filled shade 7 does not).
      confirmColor="red.8"
      onConfirm={onLeave}
      onClose={onStay}
    >
      {leaveWizardTexts.question(unsaved)}
    </ConfirmDialog>
  )
}

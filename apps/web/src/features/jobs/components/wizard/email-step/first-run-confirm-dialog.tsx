import { ConfirmDialog } from '../../../../../components/confirm-dialog.tsx'
import { firstRunConfirmTexts } from '../../../lib/first-run-text.ts'
import type { FinishEmailConfig } from './use-finish-email-config.ts'

interface FirstRunConfirmDialogProps {
  finish: FinishEmailConfig
  now: Date
}

/** Finish with the job's first run less than 5 minutes away: go ahead, or go back to the step. */
export function FirstRunConfirmDialog({ finish, now }: FirstRunConfirmDialogProps) {
  const { upcoming, awaiting } = finish
  return (
    <ConfirmDialog
      opened={awaiting !== null}
      title={firstRunConfirmTexts.title}
      cancelLabel={firstRunConfirmTexts.cancel}
      confirmLabel={firstRunConfirmTexts.confirm}
      busy={finish.confirming}
      onConfirm={() => void finish.confirm()}
      onClose={finish.cancel}
    >
      {upcoming && awaiting ? firstRunConfirmTexts.question(upcoming, now, awaiting.isActive) : ''}
    </ConfirmDialog>
  )
}

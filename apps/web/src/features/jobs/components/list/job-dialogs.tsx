import { jobMessages } from '@herald/contracts'
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx'
import { SendTestDialog } from '../test-send/send-test-dialog.tsx'
import type { JobDialog } from './use-row-actions.ts'

interface JobDialogsProps {
  dialog: JobDialog | null
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

/** A question has a cancel button, then the action; a notice has one button, which closes it. */
const dialogTexts = (name: string) => [
  {
    kind: 'delete',
    title: jobMessages.deleteTitle,
    message: jobMessages.deleteQuestion(name),
    confirmLabel: 'Delete',
    confirmColor: 'red',
  },
  {
    kind: 'cancelRuns',
    title: jobMessages.cancelRunsTitle,
    message: jobMessages.cancelRunsQuestion(name),
    cancelLabel: 'No',
    confirmLabel: 'Yes, Cancel Runs',
    confirmColor: 'orange',
  },
  {
    kind: 'trialExpired',
    title: 'Trial Expired',
    message: jobMessages.trialExpired,
    confirmLabel: 'Ok',
    cancelLabel: null,
  },
  { kind: 'inactive', title: name, message: jobMessages.inactive, confirmLabel: 'Ok', cancelLabel: null },
]

/** The list's four dialogs (spec §2 "/user-jobs"), texts exactly as specified. */
export function JobDialogs({ dialog, busy, onConfirm, onClose }: JobDialogsProps) {
  return (
    <>
      {dialogTexts(dialog?.job.name ?? '').map(({ kind, message, ...texts }) => {
        const asks = texts.cancelLabel !== null
        return (
          <ConfirmDialog
            key={kind}
            opened={dialog?.kind === kind}
            {...texts}
            busy={asks && busy}
            onConfirm={asks ? onConfirm : onClose}
            onClose={onClose}
          >
            {message}
          </ConfirmDialog>
        )
      })}
      {dialog ? (
        <SendTestDialog job={dialog.job} opened={dialog.kind === 'testSend'} onClose={onClose} />
      ) : null}
    </>
  )
}

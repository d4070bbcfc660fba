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

/** The list's four dialogs (spec §2 "/user-jobs"), texts exactly as specified. */
export function JobDialogs({ dialog, busy, onConfirm, onClose }: JobDialogsProps) {
  const name = dialog?.job.name ?? ''
  const is = (kind: JobDialog['kind']) => dialog?.kind === kind
  return (
    <>
      <ConfirmDialog
        opened={is('delete')}
        title={jobMessages.deleteTitle}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        confirmColor="red"
        busy={busy}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        {jobMessages.deleteQuestion(name)}
      </ConfirmDialog>
      <ConfirmDialog
        opened={is('cancelRuns')}
        title={jobMessages.cancelRunsTitle}
        cancelLabel="No"
        confirmLabel="Yes, Cancel Runs"
        confirmColor="orange"
        busy={busy}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        {jobMessages.cancelRunsQuestion(name)}
      </ConfirmDialog>
      <ConfirmDialog
        opened={is('trialExpired')}
        title="Trial Expired"
        confirmLabel="Ok"
        onConfirm={onClose}
        onClose={onClose}
      >
        {jobMessages.trialExpired}
      </ConfirmDialog>
      <ConfirmDialog
        opened={is('inactive')}
        title={name}
        confirmLabel="Ok"
        onConfirm={onClose}
        onClose={onClose}
      >
        {jobMessages.inactive}
      </ConfirmDialog>
      {dialog ? <SendTestDialog job={dialog.job} opened={is('testSend')} onClose={onClose} /> : null}
    </>
  )
}

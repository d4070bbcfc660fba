import { reportMessages } from '@herald/contracts'
import { notifyError } from '../../../../../lib/notify.ts'
import { hasBiTool, type ReportDraft } from '../../../lib/report-draft.ts'
import { reportIssues, serverIssues, type ReportIssues } from '../../../lib/report-issues.ts'
import { saveReportErrorText } from '../../../lib/save-report-error.ts'
import type { useReportCheck } from './use-report-check.ts'
import { useSaveReport } from './use-save-report.ts'

interface SaveAndNext {
  jobId: number
  hadAutomated: boolean
  draft: ReportDraft
  /** The chosen BI tool is set up. */
  ready: boolean
  check: ReturnType<typeof useReportCheck>
  /** A save refused, here or by the server, with what was found. */
  onRefused: (found: ReportIssues) => void
  onSaved: () => void
}

/** Save & Next: checks the draft with the contract schema, then posts it; a refusal says why. */
export function useSaveAndNext({
  jobId,
  hadAutomated,
  draft,
  ready,
  check,
  onRefused,
  onSaved,
}: SaveAndNext) {
  const save = useSaveReport(jobId, hadAutomated)
  const refuse = (found: ReportIssues) => {
    check.reject(draft, found)
    onRefused(found)
  }
  const submit = () => {
    if (!ready || !hasBiTool(draft)) return notifyError(reportMessages.requiredFields)
    check.markSubmitted()
    const found = reportIssues(draft)
    if (found.first) {
      // Shown at once (the checks that follow the edits wait for typing to pause).
      refuse(found)
      return notifyError(found.first)
    }
    save.mutate(draft, {
      onSuccess: () => {
        onSaved()
        save.forgetSaved()
      },
      onError: (error) => {
        refuse(serverIssues(error))
        notifyError(saveReportErrorText(error))
      },
    })
  }
  return { submit, saving: save.isPending }
}

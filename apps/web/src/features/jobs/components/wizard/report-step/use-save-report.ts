import { useMutation, useQueryClient } from '@tanstack/react-query'
import { automatedFilterQuery, saveAutomatedFilters } from '../../../api/automated-filters.ts'
import { reportConfigKey, saveReportConfig } from '../../../api/report-config.ts'
import { toReportConfInput, type ReadyDraft } from '../../../lib/report-draft.ts'

/**
 * Save & Next (spec §4): the report task, then the Automated Input settings — when that mode is on,
 * or to switch them off when the job had them on. The caller reports failures.
 */
export function useSaveReport(jobId: number, hadAutomated: boolean) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: async (draft: ReadyDraft) => {
      await saveReportConfig(jobId, toReportConfInput(draft))
      const automated = draft.dataIngestionMode === 'AUTOMATED_FILTERS'
      if (!automated && !hadAutomated) return
      await saveAutomatedFilters({
        userJobId: jobId,
        filterName: draft.filterName,
        visualName: draft.visualName,
        visualId: draft.visualId,
        isAutomatedFiltersEnabled: automated,
      })
    },
  })
  /** Once the step is left: coming back reads the saved task afresh instead of the cached one. */
  const forgetSaved = () => {
    queryClient.removeQueries({ queryKey: reportConfigKey(jobId) })
    queryClient.removeQueries({ queryKey: automatedFilterQuery(jobId).queryKey })
  }
  return { ...mutation, forgetSaved }
}

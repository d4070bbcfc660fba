import type { BiVisual } from '@herald/contracts'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../../../../lib/api-error.ts'
import { visualsQuery } from '../../../api/bi-listings.ts'
import type { ReportSettings } from '../../../lib/report-draft.ts'

/** The chosen report's visuals of the given kinds as select options, with what to say while there are none. */
export function useReportVisuals(jobId: number, draft: ReportSettings, kinds: readonly BiVisual['kind'][]) {
  const enabled = draft.biTool !== null && draft.userReportId !== ''
  const visuals = useQuery({ ...visualsQuery(jobId, draft.biTool ?? 'SAMPLE', draft.userReportId), enabled })
  const options = (visuals.data ?? [])
    .filter((visual) => kinds.includes(visual.kind))
    .map((visual) => ({
      value: visual.name,
      label: visual.title ? `${visual.title} (${visual.name})` : visual.name,
    }))
  const placeholder = !enabled
    ? 'Choose a report first'
    : visuals.isPending
      ? 'Loading visuals…'
      : options.length === 0
        ? 'No table or matrix visuals in this report'
        : 'Choose a visual'
  const error = visuals.isError ? `Visuals could not be loaded: ${errorText(visuals.error)}` : undefined
  return { options, placeholder, error }
}

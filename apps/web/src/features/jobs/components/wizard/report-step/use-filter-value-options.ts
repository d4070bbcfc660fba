import { filterNameProblem } from '@herald/contracts'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { filterValuesQuery } from '../../../api/bi-listings.ts'
import { firstFilterName } from '../../../lib/grid-rows.ts'
import type { ReportDraft } from '../../../lib/report-draft.ts'

/** The values the grid's filter can take, read from the report once its filter name is well formed. */
export function useFilterValueOptions(jobId: number, draft: ReportDraft): string[] {
  const [filterName] = useDebouncedValue(firstFilterName(draft.rows), 400)
  const tool = draft.biTool ?? 'SAMPLE'
  const enabled =
    draft.biTool !== null && draft.userReportId !== '' && filterName !== '' && !filterNameProblem(filterName)
  const values = useQuery({ ...filterValuesQuery(jobId, tool, draft.userReportId, filterName), enabled })
  return enabled ? (values.data ?? []) : []
}

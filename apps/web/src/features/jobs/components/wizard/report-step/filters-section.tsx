import { isTableau } from '@herald/contracts'
import type { UserJob } from '@herald/contracts'
import { Divider, Stack } from '@mantine/core'
import { hasPageOptions } from '../../../lib/bi-tool-options.ts'
import type { ReportDraft } from '../../../lib/report-draft.ts'
import type { ReportIssues } from '../../../lib/report-issues.ts'
import { AutomatedInput } from './automated-input.tsx'
import { ExcelExportFields } from './excel-export-fields.tsx'
import { FileNameFields } from './file-name-fields.tsx'
import { FilterBanners } from './filter-banners.tsx'
import { FilterGrid } from './filter-grid.tsx'
import { InputModeRadios } from './input-mode-radios.tsx'
import { SkipEmptyRowsField } from './skip-empty-rows-field.tsx'
import { FilePasswordField } from './file-password-field.tsx'
import type { DraftChange, RowsChange } from './use-report-draft.ts'
import { useFilterValueOptions } from './use-filter-value-options.ts'

interface FiltersSectionProps {
  job: UserJob
  draft: ReportDraft
  premium: boolean
  issues: ReportIssues
  /** Every cell shows its problem once Save & Next has been tried. */
  showErrors: boolean
  onChange: (change: DraftChange) => void
  onRowsChange: (change: RowsChange) => void
}

/** Apply Filters, Slicers and Email IDs: one file per row, each with its own recipients. */
export function FiltersSection({
  job,
  draft,
  premium,
  issues,
  showErrors,
  onChange,
  onRowsChange,
}: FiltersSectionProps) {
  const valueOptions = useFilterValueOptions(job.id, draft)
  const automated = draft.dataIngestionMode === 'AUTOMATED_FILTERS'
  return (
    <Stack gap="md">
      <InputModeRadios
        mode={automated ? 'AUTOMATED_FILTERS' : 'MANUAL'}
        premium={premium}
        onChange={(dataIngestionMode) => onChange({ dataIngestionMode })}
      />
      <FilterBanners tableau={draft.biTool !== null && isTableau(draft.biTool)} />
      {automated ? (
        <AutomatedInput jobId={job.id} draft={draft} fields={issues.fields} onChange={onChange} />
      ) : (
        <FilterGrid
          rows={draft.rows}
          problems={issues.rowProblems}
          showErrors={showErrors}
          valueOptions={valueOptions}
          onRowsChange={onRowsChange}
        />
      )}
      <SkipEmptyRowsField checked={draft.skipEmptyRows} onChange={onChange} />
      <Divider />
      <FileNameFields job={job} draft={draft} error={issues.fields.filePrefix} onChange={onChange} />
      <FilePasswordField draft={draft} onChange={onChange} />
      {hasPageOptions(draft.biTool) ? (
        <ExcelExportFields
          jobId={job.id}
          draft={draft}
          premium={premium}
          error={issues.fields.listOfExcelVisuals}
          onChange={onChange}
        />
      ) : null}
    </Stack>
  )
}

import type { BiTool } from '@herald/contracts'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import { ReportSelect } from './report-select.tsx'
import type { ChangeKind, DraftChange } from './use-report-draft.ts'
import { WorkspaceSelect } from './workspace-select.tsx'

interface WorkspaceReportFieldsProps {
  jobId: number
  tool: BiTool
  draft: ReportSettings
  error?: string
  onChange: (change: DraftChange, kind?: ChangeKind) => void
}

/** WORKSPACE (the first is chosen when none is), REPORT and the 'Preview Report' overlay. */
export function WorkspaceReportFields({ jobId, tool, draft, error, onChange }: WorkspaceReportFieldsProps) {
  return (
    <>
      <WorkspaceSelect jobId={jobId} tool={tool} draft={draft} onChange={onChange} />
      <ReportSelect jobId={jobId} tool={tool} draft={draft} error={error} onChange={onChange} />
    </>
  )
}

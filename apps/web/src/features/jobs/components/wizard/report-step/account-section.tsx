import { isTableau, type BiTool, type BiToolInfo } from '@herald/contracts'
import { SimpleGrid, Stack } from '@mantine/core'
import { memo } from 'react'
import { usableTool } from '../../../lib/bi-tool-options.ts'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import { BiToolSelect } from './bi-tool-select.tsx'
import type { ChangeKind, DraftChange } from './use-report-draft.ts'
import { PowerBiAccount } from './powerbi-account.tsx'
import { TableauAccount } from './tableau-account.tsx'
import { WorkspaceReportFields } from './workspace-report-fields.tsx'

interface AccountSectionProps {
  jobId: number
  draft: ReportSettings
  tools: BiToolInfo[]
  /** What is wrong with the report choice. */
  error?: string
  onChange: (change: DraftChange, kind?: ChangeKind) => void
}

/** Account Authorization: the BI tool, the job's Tableau or Power BI account, then its workspace and report. */
export const AccountSection = memo(function AccountSection({
  jobId,
  draft,
  tools,
  error,
  onChange,
}: AccountSectionProps) {
  const usable = usableTool(tools, draft.biTool)
  const tableau = usable && isTableau(usable.biTool) ? usable.biTool : undefined
  const powerBi = usable?.biTool === 'POWER_BI'
  const fields = (tool: BiTool) => (
    <WorkspaceReportFields jobId={jobId} tool={tool} draft={draft} error={error} onChange={onChange} />
  )
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <BiToolSelect draft={draft} tools={tools} onChange={onChange} />
        {usable && !tableau && !powerBi ? fields(usable.biTool) : null}
      </SimpleGrid>
      {tableau ? (
        <TableauAccount jobId={jobId} tool={tableau}>
          {(tool) => (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {fields(tool)}
            </SimpleGrid>
          )}
        </TableauAccount>
      ) : null}
      {powerBi ? (
        <PowerBiAccount jobId={jobId}>
          {(tool) => (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {fields(tool)}
            </SimpleGrid>
          )}
        </PowerBiAccount>
      ) : null}
    </Stack>
  )
})

import { BiTool, isTableau, reportMessages, type BiToolInfo } from '@herald/contracts'
import { Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { memo } from 'react'
import { usableTool } from '../../../lib/bi-tool-options.ts'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import { withBiTool } from '../../../lib/report-selection.ts'
import { fieldLabelStyles } from '../field-label.ts'
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
  const chosen = tools.find((tool) => tool.biTool === draft.biTool)
  const usable = usableTool(tools, draft.biTool)
  const options = tools.map((tool) => ({ value: tool.biTool, label: tool.label, disabled: !tool.configured }))
  const tableau = usable && isTableau(usable.biTool) ? usable.biTool : undefined
  const powerBi = usable?.biTool === 'POWER_BI'
  const fields = (tool: BiTool) => (
    <WorkspaceReportFields jobId={jobId} tool={tool} draft={draft} error={error} onChange={onChange} />
  )
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="BI tool"
          styles={fieldLabelStyles}
          withAsterisk
          placeholder="Choose a BI tool"
          data={options}
          value={draft.biTool}
          onChange={(value) => {
            const tool = BiTool.safeParse(value)
            if (tool.success) onChange((current) => withBiTool(current, tool.data))
          }}
          allowDeselect={false}
          error={chosen && !chosen.configured ? reportMessages.notLinked(chosen.label) : undefined}
          renderOption={({ option }) => (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              {option.disabled ? (
                <Text size="xs" c="dimmed">
                  {reportMessages.notLinked(option.label)}
                </Text>
              ) : null}
            </Stack>
          )}
        />
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

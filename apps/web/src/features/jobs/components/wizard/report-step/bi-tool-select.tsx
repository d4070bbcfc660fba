import { BiTool, reportMessages, type BiToolInfo } from '@herald/contracts'
import { Select, Stack, Text } from '@mantine/core'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import { withBiTool } from '../../../lib/report-selection.ts'
import { fieldLabelStyles } from '../field-label.ts'
import type { DraftChange } from './use-report-draft.ts'

interface BiToolSelectProps {
  draft: ReportSettings
  tools: BiToolInfo[]
  onChange: (change: DraftChange) => void
}

/** BI TOOL: each tool Herald knows, those not set up shown and disabled with why. */
export function BiToolSelect({ draft, tools, onChange }: BiToolSelectProps) {
  const chosen = tools.find((tool) => tool.biTool === draft.biTool)
  const options = tools.map((tool) => ({ value: tool.biTool, label: tool.label, disabled: !tool.configured }))
  return (
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
  )
}

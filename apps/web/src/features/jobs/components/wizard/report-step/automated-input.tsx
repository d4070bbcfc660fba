import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { BI_CAPABILITIES } from '@herald/contracts'
import { reportStepTexts } from '../../../lib/report-step-texts.ts'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import type { ReportIssues } from '../../../lib/report-issues.ts'
import { withSavedOptions } from '../../../lib/saved-options.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { AutomatedPreview } from './automated-preview.tsx'
import type { DraftChange } from './use-report-draft.ts'
import { useReportVisuals } from './use-report-visuals.ts'

interface AutomatedInputProps {
  jobId: number
  draft: ReportSettings
  fields: ReportIssues['fields']
  onChange: (change: DraftChange) => void
}

/** Automated Input: the filter, and the table visual its values and recipients are read from. */
export function AutomatedInput({ jobId, draft, fields, onChange }: AutomatedInputProps) {
  const visuals = useReportVisuals(jobId, draft, ['table', 'matrix'])
  const options = withSavedOptions(visuals.options, [{ value: draft.visualName, label: draft.visualName }])
  return (
    <Stack gap="sm">
      <Text size="sm">{reportStepTexts.automatedIntro}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Filter name"
          styles={fieldLabelStyles}
          withAsterisk
          placeholder="Table/Column"
          description="The report-level filter each value is applied to."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={draft.filterName}
          onChange={(event) => onChange({ filterName: event.currentTarget.value })}
          error={fields.filterName}
        />
        <Select
          label="Source visual"
          styles={fieldLabelStyles}
          withAsterisk={
            draft.biTool !== null && BI_CAPABILITIES[draft.biTool].automatedInput.sourceVisualRequired
          }
          placeholder={visuals.placeholder}
          description="The table visual listing each value with its To, CC and BCC email."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={options}
          value={draft.visualName || null}
          onChange={(name) => onChange({ visualName: name ?? '', visualId: name ?? '' })}
          searchable
          clearable
          error={fields.visualName ?? visuals.error}
        />
      </SimpleGrid>
      <AutomatedPreview jobId={jobId} />
    </Stack>
  )
}

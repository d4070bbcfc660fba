import { FileFormat } from '@herald/contracts'
import { Group, NumberInput, Radio, SimpleGrid } from '@mantine/core'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import type { ReportIssues } from '../../../lib/report-issues.ts'
import { fieldLabelStyles } from '../field-label.ts'
import type { DraftChange } from './use-report-draft.ts'

interface PageOutputFieldsProps {
  draft: ReportSettings
  fields: ReportIssues['fields']
  onChange: (change: DraftChange) => void
}

/** Output file format (PDF or PPTX) and the delay between pages, for tools that print pages. */
export function PageOutputFields({ draft, fields, onChange }: PageOutputFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Radio.Group
        label="Output file format"
        styles={fieldLabelStyles}
        value={draft.fileFormat}
        onChange={(value) => {
          const format = FileFormat.safeParse(value)
          if (format.success) onChange({ fileFormat: format.data })
        }}
      >
        <Group gap="lg" mt={6}>
          <Radio value="PDF" label="PDF" />
          <Radio value="PPTX" label="PPTX" />
        </Group>
      </Radio.Group>
      <NumberInput
        label="Delay between pages (seconds)"
        styles={fieldLabelStyles}
        min={0}
        max={60}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={draft.timeDelay}
        onChange={(value) => onChange({ timeDelay: typeof value === 'number' ? value : 0 })}
        error={fields.timeDelay}
      />
    </SimpleGrid>
  )
}

import { FileFormat, LOCALES, sftpMessages } from '@herald/contracts'
import { Alert, Group, NumberInput, Radio, Select, SimpleGrid, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { memo } from 'react'
import { IconDownload } from '@tabler/icons-react'
import { accountSftpQuery } from '../../../api/account-sftp.ts'
import { hasPageOptions } from '../../../lib/bi-tool-options.ts'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import type { ReportIssues } from '../../../lib/report-issues.ts'
import { reportStepTexts } from '../../../lib/report-step-texts.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { CanvasFields } from './canvas-fields.tsx'
import { PagesToPrintField } from './pages-to-print-field.tsx'
import { TimeoutField } from './timeout-field.tsx'
import type { DraftChange } from './use-report-draft.ts'

const LOCALE_OPTIONS = LOCALES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }))

interface AdvancedSectionProps {
  jobId: number
  draft: ReportSettings
  fields: ReportIssues['fields']
  onChange: (change: DraftChange) => void
}

/** Advanced: canvas, locale, pages, output format, delay between pages, timeout, and the SFTP note. */
export const AdvancedSection = memo(function AdvancedSection({
  jobId,
  draft,
  fields,
  onChange,
}: AdvancedSectionProps) {
  const pageOptions = hasPageOptions(draft.biTool)
  const sftp = useQuery(accountSftpQuery).data
  return (
    <Stack gap="md">
      <CanvasFields draft={draft} error={fields.canvas} onChange={onChange} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Locale"
          styles={fieldLabelStyles}
          data={LOCALE_OPTIONS}
          value={draft.locale}
          onChange={(locale) => locale && onChange({ locale })}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No locale matches"
          error={fields.locale}
        />
        <TimeoutField
          value={draft.timeout}
          error={fields.timeout}
          onChange={(timeout) => onChange({ timeout })}
        />
      </SimpleGrid>
      {pageOptions ? (
        <>
          <PagesToPrintField jobId={jobId} draft={draft} error={fields.pagesToPrint} onChange={onChange} />
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
        </>
      ) : null}
      <Alert variant="light" color="gray" icon={<IconDownload size={18} />} p="xs">
        {sftp ? sftpMessages.wizardNote(sftp.host, sftp.port, sftp.username) : reportStepTexts.downloadNote}
      </Alert>
    </Stack>
  )
})

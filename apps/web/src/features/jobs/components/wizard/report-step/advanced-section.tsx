import { LOCALES } from '@herald/contracts'
import { Select, SimpleGrid, Stack } from '@mantine/core'
import { memo } from 'react'
import { hasPageOptions } from '../../../lib/bi-tool-options.ts'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import type { ReportIssues } from '../../../lib/report-issues.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { CanvasFields } from './canvas-fields.tsx'
import { DownloadNote } from './download-note.tsx'
import { PageOutputFields } from './page-output-fields.tsx'
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
          <PageOutputFields draft={draft} fields={fields} onChange={onChange} />
        </>
      ) : null}
      <DownloadNote />
    </Stack>
  )
})

import { cleanPagesToPrint, pagesToPrintList } from '@herald/contracts'
import { Stack, TagsInput, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { pagesQuery } from '../../../api/bi-listings.ts'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import { fieldLabelStyles } from '../field-label.ts'
import type { DraftChange } from './use-report-draft.ts'
import { useTransientText } from './use-transient-text.ts'

const WARNING_MS = 5000

interface PagesToPrintFieldProps {
  jobId: number
  draft: ReportSettings
  error?: string
  onChange: (change: DraftChange) => void
}

/**
 * Select pages to print: the report's pages, or any names typed (pipe-separated when pasted). Each
 * name is cleaned as it is entered (spec §5 on-blur rule) with the 5-second warning; none means All.
 */
export function PagesToPrintField({ jobId, draft, error, onChange }: PagesToPrintFieldProps) {
  const enabled = draft.biTool !== null && draft.userReportId !== ''
  const pages = useQuery({ ...pagesQuery(jobId, draft.biTool ?? 'SAMPLE', draft.userReportId), enabled })
  const [warning, showWarning] = useTransientText(WARNING_MS)
  const list = pagesToPrintList(draft.pagesToPrint)
  const value = list === 'All' ? [] : list
  const names = [...new Set((pages.data ?? []).map((page) => page.displayName))]

  return (
    <Stack gap={4}>
      <TagsInput
        label="Select pages to print"
        styles={fieldLabelStyles}
        placeholder={value.length ? undefined : 'All pages'}
        data={names}
        value={value}
        splitChars={['|']}
        clearable
        onChange={(tags) => {
          const cleaned = cleanPagesToPrint(tags.join('|'))
          onChange({ pagesToPrint: cleaned.value === '' ? 'All' : cleaned.value })
          showWarning(cleaned.warning)
        }}
        error={error}
      />
      {warning ? (
        <Text size="xs" c="orange.8" role="status">
          {warning}
        </Text>
      ) : null}
    </Stack>
  )
}

import { DEFAULT_PAGE_SIZE_TEXT, parsePageSize, type BiTool } from '@herald/contracts'
import { Anchor, Select, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorText } from '../../../../../lib/api-error.ts'
import { reportPreviewUrl, reportsQuery } from '../../../api/bi-listings.ts'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import { withReport } from '../../../lib/report-selection.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { listingLoader, noneFound, optionsWith } from './listing-options.tsx'
import { ReportPreviewModal } from './report-preview-modal.tsx'
import type { DraftChange } from './use-report-draft.ts'

/** The preview of a canvas whose size fields are incomplete is laid out at the default size. */
const DEFAULT_CANVAS = parsePageSize(DEFAULT_PAGE_SIZE_TEXT)!

interface ReportSelectProps {
  jobId: number
  tool: BiTool
  draft: ReportSettings
  error?: string | undefined
  onChange: (change: DraftChange) => void
}

/** REPORT: the workspace's reports, and 'Preview Report' in an overlay once one is chosen. */
export function ReportSelect({ jobId, tool, draft, error, onChange }: ReportSelectProps) {
  const workspaceId = draft.userWorkspaceId
  const reports = useQuery({ ...reportsQuery(jobId, tool, workspaceId), enabled: workspaceId !== '' })
  const [previewing, setPreviewing] = useState(false)
  const pageSize = `${draft.width}*${draft.height}`
  return (
    <>
      <Stack gap={6}>
        <Select
          label="Report"
          styles={fieldLabelStyles}
          withAsterisk
          placeholder={reports.isFetching ? 'Loading reports…' : 'Choose a report'}
          data={optionsWith(reports.data, draft.userReportId, draft.userReportName)}
          value={draft.userReportId || null}
          onChange={(id) => {
            const report = reports.data?.find((item) => item.id === id)
            if (report) onChange((current) => withReport(current, report))
          }}
          allowDeselect={false}
          searchable
          rightSection={reports.isFetching ? listingLoader : undefined}
          description={noneFound('reports', reports.data)}
          error={reports.isError ? `Reports could not be loaded: ${errorText(reports.error)}` : error}
        />
        {draft.userReportId ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            w="fit-content"
            onClick={() => setPreviewing(true)}
          >
            Preview Report
          </Anchor>
        ) : null}
      </Stack>
      {previewing ? (
        <ReportPreviewModal
          title={draft.userReportName || 'Report preview'}
          src={reportPreviewUrl(jobId, tool, draft.userReportId, { locale: draft.locale, pageSize })}
          canvasWidth={(parsePageSize(pageSize) ?? DEFAULT_CANVAS).width}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
    </>
  )
}

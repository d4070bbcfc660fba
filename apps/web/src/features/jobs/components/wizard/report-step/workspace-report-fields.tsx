import { DEFAULT_PAGE_SIZE_TEXT, parsePageSize, type BiTool } from '@herald/contracts'
import { Anchor, Loader, Select, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { errorText } from '../../../../../lib/api-error.ts'
import { reportPreviewUrl, reportsQuery, workspacesQuery } from '../../../api/bi-listings.ts'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import { withReport, withWorkspace } from '../../../lib/report-selection.ts'
import { withSavedOptions } from '../../../lib/saved-options.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { ReportPreviewModal } from './report-preview-modal.tsx'
import type { ChangeKind, DraftChange } from './use-report-draft.ts'

/** The preview of a canvas whose size fields are incomplete is laid out at the default size. */
const DEFAULT_CANVAS = parsePageSize(DEFAULT_PAGE_SIZE_TEXT)!

interface WorkspaceReportFieldsProps {
  jobId: number
  tool: BiTool
  draft: ReportSettings
  error?: string
  onChange: (change: DraftChange, kind?: ChangeKind) => void
}

/** The listed choices, with the saved one kept when the BI tool no longer lists it. */
const optionsWith = (list: readonly { id: string; name: string }[] | undefined, id: string, name: string) =>
  withSavedOptions(
    (list ?? []).map((item) => ({ value: item.id, label: item.name })),
    [{ value: id, label: name || id }],
  )

const loading = <Loader size="xs" />

/** WORKSPACE (the first is chosen when none is), REPORT and the 'Preview Report' overlay. */
export function WorkspaceReportFields({ jobId, tool, draft, error, onChange }: WorkspaceReportFieldsProps) {
  const workspaces = useQuery(workspacesQuery(jobId, tool))
  const workspaceId = draft.userWorkspaceId
  const reports = useQuery({ ...reportsQuery(jobId, tool, workspaceId), enabled: workspaceId !== '' })
  const [previewing, setPreviewing] = useState(false)
  const first = workspaces.data?.[0]

  useEffect(() => {
    if (first && workspaceId === '')
      onChange(
        (current) => (current.userWorkspaceId === '' ? withWorkspace(current, first) : current),
        'default',
      )
  }, [first, workspaceId, onChange])

  const none = (what: string, list: readonly unknown[] | undefined) =>
    list && list.length === 0 ? `No ${what} found.` : undefined

  return (
    <>
      <Select
        label="Workspace"
        styles={fieldLabelStyles}
        placeholder={workspaces.isPending ? 'Loading workspaces…' : 'Choose a workspace'}
        data={optionsWith(workspaces.data, workspaceId, draft.userWorkspace)}
        value={workspaceId || null}
        onChange={(id) => {
          const workspace = workspaces.data?.find((item) => item.id === id)
          if (workspace) onChange((current) => withWorkspace(current, workspace))
        }}
        allowDeselect={false}
        searchable
        rightSection={workspaces.isFetching ? loading : undefined}
        description={none('workspaces', workspaces.data)}
        error={
          workspaces.isError ? `Workspaces could not be loaded: ${errorText(workspaces.error)}` : undefined
        }
      />
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
          rightSection={reports.isFetching ? loading : undefined}
          description={none('reports', reports.data)}
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
          src={reportPreviewUrl(jobId, tool, draft.userReportId, {
            locale: draft.locale,
            pageSize: `${draft.width}*${draft.height}`,
          })}
          canvasWidth={(parsePageSize(`${draft.width}*${draft.height}`) ?? DEFAULT_CANVAS).width}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
    </>
  )
}

import type { BiTool } from '@herald/contracts'
import { Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { errorText } from '../../../../../lib/api-error.ts'
import { workspacesQuery } from '../../../api/bi-listings.ts'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import { withWorkspace } from '../../../lib/report-selection.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { listingLoader, noneFound, optionsWith } from './listing-options.tsx'
import type { ChangeKind, DraftChange } from './use-report-draft.ts'

interface WorkspaceSelectProps {
  jobId: number
  tool: BiTool
  draft: ReportSettings
  onChange: (change: DraftChange, kind?: ChangeKind) => void
}

/** WORKSPACE: the BI tool's workspaces; the first is chosen when none is. */
export function WorkspaceSelect({ jobId, tool, draft, onChange }: WorkspaceSelectProps) {
  const workspaces = useQuery(workspacesQuery(jobId, tool))
  const workspaceId = draft.userWorkspaceId
  const first = workspaces.data?.[0]
  useEffect(() => {
    if (first && workspaceId === '')
      onChange(
        (current) => (current.userWorkspaceId === '' ? withWorkspace(current, first) : current),
        'default',
      )
  }, [first, workspaceId, onChange])
  return (
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
      rightSection={workspaces.isFetching ? listingLoader : undefined}
      description={noneFound('workspaces', workspaces.data)}
      error={
        workspaces.isError ? `Workspaces could not be loaded: ${errorText(workspaces.error)}` : undefined
      }
    />
  )
}

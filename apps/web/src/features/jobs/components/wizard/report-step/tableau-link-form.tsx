import { isTableau, type TableauAuthConfigInput, type TableauTool } from '@herald/contracts'
import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core'
import { TableauCredentialFields, TableauSiteFields } from './tableau-link-fields.tsx'
import { useTableauLinkDraft, type TableauLinkMethod } from './use-tableau-link-draft.ts'

interface TableauLinkFormProps {
  tool: TableauTool
  busy: boolean
  /** Tableau's reason when it refused the last attempt. */
  error: string | undefined
  onLink: (body: TableauAuthConfigInput) => void
}

/** SERVER URL, SITE and a personal access token (or a connected app); Herald signs in when linking. */
export function TableauLinkForm({ tool, busy, error, onLink }: TableauLinkFormProps) {
  const draft = useTableauLinkDraft(tool)
  const cloud = isTableau(tool) && tool === 'TABLEAU_ONLINE'
  return (
    <Stack gap="sm" data-testid="tableau-link-form">
      <TableauSiteFields draft={draft} cloud={cloud} />
      <SegmentedControl
        w="fit-content"
        size="xs"
        value={draft.method}
        onChange={(value) => draft.setMethod(value as TableauLinkMethod)}
        data={[
          { value: 'pat', label: 'Personal access token' },
          { value: 'connected-app', label: 'Connected app' },
        ]}
      />
      <TableauCredentialFields draft={draft} />
      {error ? (
        <Alert color="red" variant="light" title="Not linked">
          {error}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => onLink(draft.body())} loading={busy}>
          Link Tableau
        </Button>
      </Group>
    </Stack>
  )
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../../../../lib/api-error.ts'
import { automatedPreviewQuery } from '../../../api/automated-filters.ts'
import { AutomatedRowsTable } from './automated-rows-table.tsx'

/** The rows the saved Automated Input settings read from the BI tool, read-only, on request. */
export function AutomatedPreview({ jobId }: { jobId: number }) {
  const preview = useQuery({ ...automatedPreviewQuery(jobId), enabled: false })
  const rows = preview.data
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Rows read from the BI tool with the saved settings (save this step first after a change).
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={preview.isFetching}
          onClick={() => void preview.refetch()}
        >
          {rows ? 'Read again' : 'Read rows'}
        </Button>
      </Group>
      {preview.isError ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          {`The rows could not be read: ${errorText(preview.error)}`}
        </Alert>
      ) : null}
      {rows && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          The visual has no rows.
        </Text>
      ) : null}
      {rows && rows.length > 0 ? <AutomatedRowsTable rows={rows} /> : null}
    </Stack>
  )
}

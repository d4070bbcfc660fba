import { Alert, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../../../../lib/api-error.ts'
import { automatedPreviewQuery } from '../../../api/automated-filters.ts'
import { FILTER_COLUMNS } from '../../../lib/filter-columns.ts'
import { gridColumns } from '../../../lib/grid-rows.ts'

const SHOWN = 100

/** The rows the saved Automated Input settings read from the BI tool, read-only, on request. */
export function AutomatedPreview({ jobId }: { jobId: number }) {
  const preview = useQuery({ ...automatedPreviewQuery(jobId), enabled: false })
  const rows = preview.data
  // The BI table's other columns: the rows' own columns, for tokens (ADR 0047).
  const columns = rows ? gridColumns(rows) : []
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
      {rows && rows.length > 0 ? (
        <ScrollArea.Autosize mah={300} type="auto">
          <Table striped miw={760} aria-label="Rows read from the BI tool" fz="sm">
            <Table.Thead>
              <Table.Tr>
                {FILTER_COLUMNS.map(({ field, label }) => (
                  <Table.Th key={field}>{label}</Table.Th>
                ))}
                {columns.map((name) => (
                  <Table.Th key={`own-${name}`}>{name}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.slice(0, SHOWN).map((row, index) => (
                <Table.Tr key={index}>
                  {FILTER_COLUMNS.map(({ field }) => (
                    <Table.Td key={field} style={{ overflowWrap: 'anywhere' }}>
                      {row[field]}
                    </Table.Td>
                  ))}
                  {columns.map((name) => (
                    <Table.Td key={`own-${name}`}>{row.fields[name] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {rows.length > SHOWN ? (
            <Text size="xs" c="dimmed" mt={4}>{`and ${rows.length - SHOWN} more rows`}</Text>
          ) : null}
        </ScrollArea.Autosize>
      ) : null}
    </Stack>
  )
}

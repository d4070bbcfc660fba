import type { ExecutionFile } from '@herald/contracts'
import { Table, Text } from '@mantine/core'
import { TableHeader } from '../../../components/table-header.tsx'
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts'
import { DestinationStatuses } from './destination-statuses.tsx'
import { ExecutionFileCards } from './execution-file-cards.tsx'
import { EmailState, FileState, FileTitle, Recipients } from './execution-file-parts.tsx'

const COLUMNS = ['File Name', 'File Status', 'To', 'CC', 'BCC', 'Send Email']

/** The files of a run: name and downloads, generation status, recipients, email status and each destination's. */
export function ExecutionFilesTable({ files }: { files: ExecutionFile[] }) {
  const phone = usePhoneLayout()
  if (files.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        This run has no files.
      </Text>
    )
  }
  if (phone) return <ExecutionFileCards files={files} />
  // A column for destinations beside email only when the run has any (ADR 0048).
  const withDestinations = files.some((f) => (f.destinations ?? []).length > 0)
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" fz="sm" aria-label="Files">
        <TableHeader columns={withDestinations ? [...COLUMNS, 'Destinations'] : COLUMNS} />
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <FileTitle file={file} />
              </Table.Td>
              <Table.Td>
                <FileState file={file} />
              </Table.Td>
              <Table.Td maw={220}>
                <Recipients list={file.toEmail} />
              </Table.Td>
              <Table.Td maw={220}>
                <Recipients list={file.ccEmail} />
              </Table.Td>
              <Table.Td maw={220}>
                <Recipients list={file.bccEmail} />
              </Table.Td>
              <Table.Td>
                <EmailState file={file} />
              </Table.Td>
              {withDestinations ? (
                <Table.Td>
                  <DestinationStatuses file={file} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

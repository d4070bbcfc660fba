import { emailStatusDisplay, fileStatusDisplay, type ExecutionFile } from '@herald/contracts'
import { Badge, Group, Table, Text, Tooltip } from '@mantine/core'
import { AttachmentLinks } from './attachment-links.tsx'
import { FileLinksButton } from './file-links-button.tsx'
import { DestinationStatuses } from './destination-statuses.tsx'
import { StatusBadge } from './status-badge.tsx'

const POSSIBLE_DUPLICATE =
  'The mail server was interrupted while sending this email, so a recipient may have received it twice.'

function Recipients({ list }: { list: string }) {
  if (list.trim() === '') return <Text c="dimmed">--</Text>
  return <Text style={{ overflowWrap: 'anywhere' }}>{list}</Text>
}

/** The files of a run: name and downloads, generation status, recipients, email status and each destination's. */
export function ExecutionFilesTable({ files }: { files: ExecutionFile[] }) {
  if (files.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        This run has no files.
      </Text>
    )
  }
  // A column for destinations beside email only when the run has any (ADR 0048).
  const withDestinations = files.some((f) => (f.destinations ?? []).length > 0)
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" fz="sm" aria-label="Files">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File Name</Table.Th>
            <Table.Th>File Status</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>CC</Table.Th>
            <Table.Th>BCC</Table.Th>
            <Table.Th>Send Email</Table.Th>
            {withDestinations ? <Table.Th>Destinations</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text style={{ overflowWrap: 'anywhere' }}>{file.fileName}</Text>
                  <AttachmentLinks file={file} />
                  <FileLinksButton file={file} />
                </Group>
                {file.fields ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {Object.entries(file.fields)
                      .map(([name, value]) => `${name}: ${value || '—'}`)
                      .join(' · ')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <StatusBadge display={fileStatusDisplay(file.status)} detail={file.error} />
                {file.status === 'SKIPPED' && file.error ? (
                  <Text size="xs" c="dimmed" mt={4} maw={260}>
                    {file.error}
                  </Text>
                ) : null}
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
                <Group gap={4} wrap="nowrap">
                  <StatusBadge display={emailStatusDisplay(file.emailStatus)} />
                  {file.possibleDuplicate ? (
                    <Tooltip label={POSSIBLE_DUPLICATE} multiline maw={320} withArrow>
                      <Badge color="yellow" variant="light" tt="none" tabIndex={0}>
                        Possible duplicate
                      </Badge>
                    </Tooltip>
                  ) : null}
                </Group>
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

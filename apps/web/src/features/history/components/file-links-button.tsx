import type { ExecutionFile, SecureLinkView } from '@herald/contracts'
import { Badge, Button, Modal, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TableHeader } from '../../../components/table-header.tsx'
import { formatDateTime } from '../../../lib/format-date.ts'
import { fileLinksQuery, useRevokeLink } from '../api/file-links.ts'
import { useHistoryParams } from './use-history-params.ts'

const STATUS_COLORS: Record<SecureLinkView['status'], string> = {
  ACTIVE: 'green',
  EXPIRED: 'gray',
  REVOKED: 'red',
}

const STATUS_LABELS: Record<SecureLinkView['status'], string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
}

/** When a link was sent or expires, in the reader's zone with its label (ADR 0054). */
const when = (iso: string | null) => formatDateTime(iso)

function LinksTable({ jobId, file }: { jobId: number; file: ExecutionFile }) {
  const links = useQuery(fileLinksQuery(jobId, file.id))
  const revoke = useRevokeLink(jobId, file.id)
  if (links.isPending) return <Text size="sm">Loading…</Text>
  if (links.isError) return <Text c="red">The links could not be loaded.</Text>
  if (links.data.length === 0) return <Text c="dimmed">No secure link was sent for this file.</Text>
  return (
    <Table verticalSpacing="xs" fz="sm" aria-label="Secure links">
      <TableHeader columns={['Sent', 'Expires', 'Downloads', 'Status', '']} />
      <Table.Tbody>
        {links.data.map((link) => (
          <Table.Tr key={link.id}>
            <Table.Td>{when(link.createdAt)}</Table.Td>
            <Table.Td>{when(link.expiresAt)}</Table.Td>
            <Table.Td>
              {link.downloads}
              {link.lastDownloadAt ? (
                <Text size="xs" c="dimmed">
                  last {when(link.lastDownloadAt)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Badge
                color={STATUS_COLORS[link.status]}
                variant="light"
                tt="none"
                style={{ flexShrink: 0 }}
                miw={72}
              >
                {STATUS_LABELS[link.status]}
              </Badge>
            </Table.Td>
            <Table.Td>
              {link.status === 'ACTIVE' ? (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  loading={revoke.isPending && revoke.variables === link.id}
                  onClick={() => revoke.mutate(link.id)}
                >
                  Revoke
                </Button>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** 'Links' beside a generated file: the secure links sent for it, each revocable (ADR 0049). */
export function FileLinksButton({ file }: { file: ExecutionFile }) {
  const { jobId } = useHistoryParams()
  const [opened, setOpened] = useState(false)
  if (jobId === null || file.status !== 'GENERATED' || file.fileExpired) return null
  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpened(true)}>
        Links
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Secure links — ${file.fileName}`}
        size="xl"
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Anyone with a link can download this file until it expires. A revoked link answers ‘This link has
            expired’ at once.
          </Text>
          {opened ? <LinksTable jobId={jobId} file={file} /> : null}
        </Stack>
      </Modal>
    </>
  )
}

import type { ApiKeyInfo } from '@herald/contracts'
import { Badge, Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../../lib/format-date.ts'

/** Key id, created date, status and last use (spec §2: the key's info). */
export function KeyDetails({ info }: { info: ApiKeyInfo }) {
  const rows: Array<[string, ReactNode]> = [
    ['Key ID', <code key="id">{info.keyId}</code>],
    ['Created', formatDateTime(info.createdDate)],
    [
      'Status',
      <Badge key="status" color={info.active ? 'green' : 'gray'} variant="light">
        {info.active ? 'Active' : 'Inactive'}
      </Badge>,
    ],
    ['Last used', info.lastUsedDate ? formatDateTime(info.lastUsedDate) : 'Never'],
  ]
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

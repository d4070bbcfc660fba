import type { ConfigProps } from '@herald/contracts'
import { Badge, Code, Table, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { QueryState } from '../../../components/page-state.tsx'
import { TableHeader } from '../../../components/table-header.tsx'
import { configPropsQuery } from '../api/config-props.ts'

const SOURCE_COLOR = { environment: 'blue', default: 'gray', generated: 'grape', unset: 'gray' } as const

function SettingsTable({ data }: { data: ConfigProps }) {
  const [search, setSearch] = useState('')
  const needle = search.trim().toLowerCase()
  const shown = data.settings.filter(
    (s) => !needle || s.name.toLowerCase().includes(needle) || (s.value ?? '').toLowerCase().includes(needle),
  )
  return (
    <>
      <TextInput
        label="Filter"
        placeholder="Name or value"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={320}
        mb="sm"
      />
      <Table striped withTableBorder aria-label="Settings">
        <TableHeader columns={['Variable', 'Value', 'Source']} />
        <Table.Tbody>
          {shown.map((s) => (
            <Table.Tr key={s.name} data-testid={`setting-${s.name}`}>
              <Table.Td>
                <Code>{s.name}</Code>
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{s.value ?? '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={SOURCE_COLOR[s.source]}>
                  {s.source}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
          {shown.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>No setting matches “{search}”.</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </>
  )
}

/** Every variable the server read, filterable by name or value. */
export function SettingsPanel() {
  const props = useQuery(configPropsQuery)
  return (
    <QueryState query={props} loading="Loading settings" failed="The settings could not be read.">
      {(data) => <SettingsTable data={data} />}
    </QueryState>
  )
}

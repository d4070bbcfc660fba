import type { EnvironmentInfo } from '@herald/contracts'
import { Badge, Group, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { QueryState } from '../../../components/page-state.tsx'
import { environmentQuery } from '../api/environment.ts'

function EnvironmentView({ data }: { data: EnvironmentInfo }) {
  return (
    <>
      <Group gap="xs" mb="sm">
        <Text size="sm">Active profiles:</Text>
        {data.activeProfiles.map((p) => (
          <Badge key={p} variant="light">
            {p}
          </Badge>
        ))}
      </Group>
      <Table withTableBorder aria-label="Runtime">
        <Table.Tbody>
          {Object.entries(data.runtime).map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th w={200}>{name}</Table.Th>
              <Table.Td>{String(value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  )
}

/** The server process's profiles and runtime. */
export function EnvironmentPanel() {
  const env = useQuery(environmentQuery)
  return (
    <QueryState query={env} loading="Loading the environment" failed="The environment could not be read.">
      {(data) => <EnvironmentView data={data} />}
    </QueryState>
  )
}

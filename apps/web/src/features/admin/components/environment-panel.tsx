import { Badge, Group, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { PageState } from '../../../components/page-state.tsx'
import { environmentQuery } from '../api/environment.ts'

/** The server process's profiles and runtime. */
export function EnvironmentPanel() {
  const env = useQuery(environmentQuery)
  if (env.isPending) return <PageState state="loading" label="Loading the environment" />
  if (env.isError) {
    return (
      <PageState
        state="error"
        title="The environment could not be read."
        error={env.error}
        onRetry={() => void env.refetch()}
      />
    )
  }
  return (
    <>
      <Group gap="xs" mb="sm">
        <Text size="sm">Active profiles:</Text>
        {env.data.activeProfiles.map((p) => (
          <Badge key={p} variant="light">
            {p}
          </Badge>
        ))}
      </Group>
      <Table withTableBorder aria-label="Runtime">
        <Table.Tbody>
          {Object.entries(env.data.runtime).map(([name, value]) => (
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

import { Select, Table, Text } from '@mantine/core'
import { LogLevel, type Loggers } from '@herald/contracts'
import { useQuery } from '@tanstack/react-query'
import { QueryState } from '../../../components/page-state.tsx'
import { TableHeader } from '../../../components/table-header.tsx'
import { loggersQuery } from '../api/loggers.ts'
import { useSetLogLevel } from '../api/set-log-level.ts'

function LoggersTable({ data }: { data: Loggers }) {
  const setLevel = useSetLogLevel()
  return (
    <>
      <Text c="dimmed" size="sm" mb="sm">
        ROOT sets every logger that has no level of its own. A change applies to this server process only and
        lasts until it restarts; LOG_LEVEL sets the level at start.
      </Text>
      <Table withTableBorder aria-label="Loggers">
        <TableHeader columns={['Logger', 'Level']} />
        <Table.Tbody>
          {data.loggers.map((logger) => (
            <Table.Tr key={logger.name}>
              <Table.Td>{logger.name}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Level of ${logger.name}`}
                  data={data.levels}
                  value={logger.level}
                  allowDeselect={false}
                  disabled={setLevel.isPending}
                  onChange={(level) => {
                    const parsed = LogLevel.safeParse(level)
                    if (parsed.success) setLevel.mutate({ name: logger.name, level: parsed.data })
                  }}
                  maw={160}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  )
}

/** The loggers of the server process that answered; a level changes at once, until the next restart. */
export function LoggersPanel() {
  const loggers = useQuery(loggersQuery)
  return (
    <QueryState query={loggers} loading="Loading loggers" failed="The loggers could not be read.">
      {(data) => <LoggersTable data={data} />}
    </QueryState>
  )
}

import { MAX_HOLIDAYS, type AccountHoliday } from '@herald/contracts'
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { PageLoader } from '../../../components/page-loader.tsx'
import { errorText } from '../../../lib/api-error.ts'
import { formatDay } from '../../../lib/format-date.ts'
import { DayInput } from '../../../components/day-input.tsx'
import { accountHolidaysQuery, useSaveHolidays } from '../api/account-holidays.ts'

/**
 * /account/holidays: the account's holidays (ADR 0045). Jobs set to run on working days only do not run on
 * them: their runs move to the next or previous working day, or are skipped, as each job says.
 */
export function HolidaysPage() {
  const list = useQuery(accountHolidaysQuery)
  const save = useSaveHolidays()
  const [date, setDate] = useState('')
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const holidays = list.data?.holidays ?? []

  const store = (next: AccountHoliday[]) => {
    setProblem(null)
    save.mutate(next, {
      onSuccess: () => {
        setDate('')
        setName('')
      },
      onError: (error) => setProblem(errorText(error)),
    })
  }
  const add = (event: FormEvent) => {
    event.preventDefault()
    if (!date) return setProblem('Choose a date.')
    if (holidays.some((h) => h.date === date)) return setProblem(`${formatDay(date)} is already listed.`)
    store([...holidays, { date, name: name.trim() }])
  }

  return (
    <Stack gap="md" py="md" maw={720}>
      <Title order={2}>Holidays</Title>
      <Text c="dimmed">
        Jobs set to run on <b>working days only</b> run Monday to Friday, except on these dates. A run that
        falls on one moves to the next or the previous working day, or is skipped, as each job says in its
        schedule. Dates are read on each job&apos;s own time zone. Up to {MAX_HOLIDAYS} dates.
      </Text>
      {list.isPending ? (
        <PageLoader compact label="Loading holidays" />
      ) : list.isError ? (
        <Button variant="light" w="fit-content" onClick={() => void list.refetch()}>
          Try again
        </Button>
      ) : (
        <>
          <form onSubmit={add} aria-label="Add a holiday">
            <Group align="flex-start" gap="sm">
              <DayInput label="Date" value={date} onChange={setDate} w={180} />
              <TextInput
                label="Name (optional)"
                placeholder="e.g. Christmas Day"
                value={name}
                maxLength={100}
                onChange={(e) => setName(e.currentTarget.value)}
                w={260}
              />
              <Button type="submit" mt={25} loading={save.isPending}>
                Add holiday
              </Button>
            </Group>
            {problem ? (
              <Text c="red" size="sm" mt={4} role="alert">
                {problem}
              </Text>
            ) : null}
          </form>
          {holidays.length === 0 ? (
            <Text size="sm" c="dimmed">
              No holidays yet: working days are Monday to Friday.
            </Text>
          ) : (
            <Table striped withTableBorder aria-label="Holidays" maw={640}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {holidays.map((holiday) => (
                  <Table.Tr key={holiday.date}>
                    <Table.Td>{formatDay(holiday.date)}</Table.Td>
                    <Table.Td>{formatDay(holiday.date, 'weekday')}</Table.Td>
                    <Table.Td>{holiday.name || '—'}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${formatDay(holiday.date)}`}
                        disabled={save.isPending}
                        onClick={() => store(holidays.filter((h) => h.date !== holiday.date))}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  )
}

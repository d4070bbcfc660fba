import { AUDIT_EVENT_TYPES, auditMessages } from '@herald/contracts'
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconHistory, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MessageState } from '../../../components/message-state.tsx'
import { DayInput } from '../../../components/day-input.tsx'
import { PageLoader } from '../../../components/page-loader.tsx'
import { TablePager } from '../../../components/table-pager.tsx'
import { auditPageQuery } from '../api/list-audits.ts'
import { AuditTable, type AuditSortField } from './audit-table.tsx'
import { nextSort, sortParam, type Sort } from '../../../components/sort-header.tsx'

const PAGE_SIZES = [20, 50, 100] as const

/** /admin/audits: security events paged on the server, filtered by UTC date range, type and user. */
export function AuditsPage() {
  const [fromDate, setFromDate] = useState('')
  const [toDate, setToDate] = useState('')
  const [type, setType] = useState<string | null>(null)
  const [principal, setPrincipal] = useState('')
  const [debounced] = useDebouncedValue(principal.trim(), 300)
  const [page, setPage] = useState(0)
  const [size, setSize] = useState<number>(PAGE_SIZES[0])
  const [sort, setSort] = useState<Sort<AuditSortField>>({ field: 'timestamp', direction: 'desc' })
  const backwards = fromDate !== '' && toDate !== '' && fromDate > toDate
  const query = useQuery({
    ...auditPageQuery({
      page,
      size,
      sort: sortParam(sort),
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
      ...(type ? { type } : {}),
      ...(debounced ? { principal: debounced } : {}),
    }),
    enabled: !backwards,
  })
  const filtered = Boolean(fromDate || toDate || type || debounced)
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(0)
    }

  return (
    <Stack gap="md" py="md">
      <Title order={2}>Audits</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DayInput label="From" value={fromDate} onChange={reset(setFromDate)} clearable />
        <DayInput
          label="To"
          value={toDate}
          onChange={reset(setToDate)}
          clearable
          error={backwards ? auditMessages.dateOrder : undefined}
        />
        <Select
          label="Event"
          placeholder="All events"
          clearable
          searchable
          data={[...AUDIT_EVENT_TYPES]}
          value={type}
          onChange={reset(setType)}
          w={260}
        />
        <TextInput
          label="User"
          placeholder="Email contains…"
          leftSection={<IconSearch size={16} />}
          value={principal}
          maxLength={254}
          onChange={(e) => reset(setPrincipal)(e.currentTarget.value)}
        />
        {filtered ? (
          <Button
            variant="subtle"
            onClick={() => {
              setFromDate('')
              setToDate('')
              setType(null)
              setPrincipal('')
              setPage(0)
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        Dates are whole days in UTC, both included. Times below are in your time zone.
      </Text>
      {backwards ? null : query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <MessageState icon={<IconHistory size={28} />} color="red" message={auditMessages.loadFailed}>
          <Button variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </MessageState>
      ) : query.data.events.length === 0 ? (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            {filtered
              ? 'No audit event matches these filters. Widen the dates or clear the filters.'
              : 'No audit events yet. Sign-ins, sign-ups, admin changes, API key changes and job deletions appear here.'}
          </Text>
        </Paper>
      ) : (
        <>
          <AuditTable
            events={query.data.events}
            sort={sort}
            onSort={(field) => reset(setSort)(nextSort(sort, field))}
          />
          <TablePager
            page={page}
            pageSize={size}
            total={query.data.total}
            onChange={setPage}
            pageSizes={PAGE_SIZES}
            onPageSizeChange={reset(setSize)}
          />
        </>
      )}
    </Stack>
  )
}

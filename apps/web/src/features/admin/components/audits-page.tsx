import { auditMessages } from '@herald/contracts'
import { Stack, Text, Title } from '@mantine/core'
import { IconHistory } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { PagedQueryState } from '../../../components/paged-query-state.tsx'
import { useServerPaging } from '../../../components/use-server-paging.ts'
import { auditPageQuery } from '../api/list-audits.ts'
import { AuditFilters } from './audits/audit-filters.tsx'
import { useAuditFilters } from './audits/use-audit-filters.ts'
import { AuditTable, type AuditSortField } from './audit-table.tsx'

const PAGE_SIZES = [20, 50, 100] as const

/** /admin/audits: security events paged on the server, filtered by UTC date range, type and user. */
export function AuditsPage() {
  const paging = useServerPaging<AuditSortField>({
    sort: { field: 'timestamp', direction: 'desc' },
    size: PAGE_SIZES[0],
  })
  const filters = useAuditFilters(() => paging.setPage(0))
  const query = useQuery({
    ...auditPageQuery({ ...paging.params, ...filters.params }),
    enabled: !filters.backwards,
  })
  return (
    <Stack gap="md" py="md">
      <Title order={2}>Audits</Title>
      <AuditFilters filters={filters} />
      <Text size="xs" c="dimmed">
        Dates are whole days in UTC, both included. Times below are in your time zone.
      </Text>
      {filters.backwards ? null : (
        <PagedQueryState
          query={query}
          paging={paging}
          pageSizes={PAGE_SIZES}
          size="page"
          loading="Loading audit events"
          failed={auditMessages.loadFailed}
          isEmpty={(data) => data.events.length === 0}
          empty={{
            icon: <IconHistory size={26} />,
            title: filters.filtered ? 'No audit event matches these filters.' : 'No audit events yet.',
            description: filters.filtered
              ? 'Widen the dates or clear the filters.'
              : 'Sign-ins, sign-ups, admin changes, API key changes and job deletions appear here.',
          }}
        >
          {(data) => <AuditTable events={data.events} sort={paging.sort} onSort={paging.sortBy} />}
        </PagedQueryState>
      )}
    </Stack>
  )
}

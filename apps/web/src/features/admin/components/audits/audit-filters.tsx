import { AUDIT_EVENT_TYPES, auditMessages } from '@herald/contracts'
import { Button, Group, Select, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { DayInput } from '../../../../components/day-input.tsx'
import type { AuditFilters as Filters } from './use-audit-filters.ts'

/** From, To, Event and User, and 'Clear filters' once any is set. */
export function AuditFilters({ filters }: { filters: Filters }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <DayInput label="From" value={filters.fromDate} onChange={filters.setFromDate} clearable />
      <DayInput
        label="To"
        value={filters.toDate}
        onChange={filters.setToDate}
        clearable
        error={filters.backwards ? auditMessages.dateOrder : undefined}
      />
      <Select
        label="Event"
        placeholder="All events"
        clearable
        searchable
        data={[...AUDIT_EVENT_TYPES]}
        value={filters.type}
        onChange={filters.setType}
        w={260}
      />
      <TextInput
        label="User"
        placeholder="Email contains…"
        leftSection={<IconSearch size={16} />}
        value={filters.principal}
        maxLength={254}
        onChange={(e) => filters.setPrincipal(e.currentTarget.value)}
      />
      {filters.filtered ? (
        <Button variant="subtle" onClick={filters.clear}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  )
}

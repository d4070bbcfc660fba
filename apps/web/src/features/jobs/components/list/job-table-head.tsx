import type { JobSortField } from '@herald/contracts'
import { Table } from '@mantine/core'
import { SortHeader } from '../../../../components/sort-header.tsx'
import type { JobSort } from '../../lib/list-params.ts'
import { stickyActions } from './sticky-actions.ts'

/** The Job Summary table's header: the sortable columns sort the list on the server. */
export function JobTableHead({ sort, onSort }: { sort: JobSort; onSort: (field: JobSortField) => void }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={48}>#</Table.Th>
        <SortHeader field="name" sort={sort} onSort={onSort}>
          Job name
        </SortHeader>
        <Table.Th>Active</Table.Th>
        <SortHeader field="schedule" sort={sort} onSort={onSort}>
          Job Schedule
        </SortHeader>
        <SortHeader field="status" sort={sort} onSort={onSort}>
          Last status
        </SortHeader>
        <SortHeader field="lastRun" sort={sort} onSort={onSort}>
          Last run
        </SortHeader>
        <Table.Th>Next run</Table.Th>
        <SortHeader field="duration" sort={sort} onSort={onSort}>
          Duration
        </SortHeader>
        <Table.Th style={stickyActions}>Actions</Table.Th>
      </Table.Tr>
    </Table.Thead>
  )
}

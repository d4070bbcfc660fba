import type { JobSortField } from '@herald/contracts'
import { Group, Table, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react'
import type { JobSort } from '../../lib/list-params.ts'

interface SortHeaderProps {
  field: JobSortField
  sort: JobSort
  onSort: (field: JobSortField) => void
  children: string
}

/** A column header that sorts the list on the server; the arrow shows the direction. */
export function SortHeader({ field, sort, onSort, children }: SortHeaderProps) {
  const active = sort.field === field
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm" span>
            {children}
          </Text>
          <Icon
            size={14}
            stroke={1.8}
            aria-hidden
            color={active ? undefined : 'var(--mantine-color-dimmed)'}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  )
}

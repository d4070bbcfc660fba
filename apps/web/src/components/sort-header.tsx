import { Group, Table, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react'

export interface Sort<F extends string> {
  field: F
  direction: 'asc' | 'desc'
}

/** 'field,direction' as the server's sort parameter takes it. */
export const sortParam = <F extends string>(sort: Sort<F>) => `${sort.field},${sort.direction}`

/** The same column again flips the direction; another column sorts ascending. */
export function nextSort<F extends string>(sort: Sort<F>, field: F): Sort<F> {
  return sort.field === field
    ? { field, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
    : { field, direction: 'asc' }
}

interface SortHeaderProps<F extends string> {
  field: F
  sort: Sort<F>
  onSort: (field: F) => void
  children: string
}

/** A column header that sorts the list on the server; the arrow shows the direction. */
export function SortHeader<F extends string>({ field, sort, onSort, children }: SortHeaderProps<F>) {
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

import { filterMessages } from '@herald/contracts'
import { Group, Pagination, Text } from '@mantine/core'
import { GRID_PAGE_SIZE } from './use-filter-grid.ts'

interface FilterGridPagesProps {
  rowCount: number
  start: number
  pageCount: number
  current: number
  onPageChange: (page: number) => void
}

/** Under the grid: how to write a filter value, and — past one page — which rows show and the pages. */
export function FilterGridPages({ rowCount, start, pageCount, current, onPageChange }: FilterGridPagesProps) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="xs" c="dimmed">
        {filterMessages.valueHint}
      </Text>
      {pageCount > 1 ? (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {`Rows ${start + 1}–${Math.min(start + GRID_PAGE_SIZE, rowCount)} of ${rowCount}`}
          </Text>
          <Pagination
            size="sm"
            total={pageCount}
            value={current}
            onChange={onPageChange}
            aria-label="Row pages"
          />
        </Group>
      ) : null}
    </Group>
  )
}

import { Group, NativeSelect, Pagination, Text } from '@mantine/core'

/** At most this many page-number buttons, in a window around the page shown. */
const MAX_PAGE_BUTTONS = 5

interface TablePagerProps {
  /** 0-based page shown. */
  page: number
  pageSize: number
  total: number
  onChange: (page: number) => void
  /** Sizes to choose from; without them the page size is fixed. */
  pageSizes?: readonly number[]
  onPageSizeChange?: (size: number) => void
}

/** The 0-based pages whose buttons show: up to five, the page shown as central as the ends allow. */
export function pageWindow(page: number, pages: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, pages)
  const start = Math.min(Math.max(0, page - Math.floor(MAX_PAGE_BUTTONS / 2)), pages - count)
  return Array.from({ length: count }, (_, index) => start + index)
}

function PageButtons({
  page,
  pages,
  onChange,
}: {
  page: number
  pages: number
  onChange: (page: number) => void
}) {
  return (
    <Pagination.Root total={pages} value={page + 1} onChange={(value) => onChange(value - 1)} size="sm">
      <Group gap={6} wrap="wrap">
        <Pagination.First aria-label="first page" />
        <Pagination.Previous aria-label="previous page" />
        {pageWindow(page, pages).map((index) => (
          <Pagination.Control
            key={index}
            active={index === page}
            aria-current={index === page ? 'page' : undefined}
            aria-label={`Page ${index + 1}`}
            onClick={() => onChange(index)}
          >
            {index + 1}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label="next page" />
        <Pagination.Last aria-label="last page" />
      </Group>
    </Pagination.Root>
  )
}

/** 'Showing X to Y of N entries', an optional page-size choice, first / previous / pages / next / last. */
export function TablePager({
  page,
  pageSize,
  total,
  onChange,
  pageSizes,
  onPageSizeChange,
}: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : page * pageSize + 1
  const last = Math.min(total, (page + 1) * pageSize)
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        {pageSizes && onPageSizeChange ? (
          <NativeSelect
            aria-label="Entries per page"
            size="xs"
            data={pageSizes.map(String)}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          />
        ) : null}
        <Text size="sm" c="dimmed" aria-live="polite">
          {`Showing ${first} to ${last} of ${total} entries`}
        </Text>
      </Group>
      {pages > 1 ? <PageButtons page={page} pages={pages} onChange={onChange} /> : null}
    </Group>
  )
}

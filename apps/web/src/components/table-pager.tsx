import { Group, Pagination, Text } from '@mantine/core'

interface TablePagerProps {
  /** 0-based page shown. */
  page: number
  pageSize: number
  total: number
  onChange: (page: number) => void
}

/** 'Showing X to Y of N entries' beside first / previous / page numbers / next / last. */
export function TablePager({ page, pageSize, total, onChange }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : page * pageSize + 1
  const last = Math.min(total, (page + 1) * pageSize)
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {`Showing ${first} to ${last} of ${total} entries`}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(value) => onChange(value - 1)}
          withEdges
          siblings={1}
          boundaries={1}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(value) => ({ 'aria-label': `Page ${value}` })}
        />
      ) : null}
    </Group>
  )
}

import type { ReportJobConfView } from '@herald/contracts'

type FilterRowView = ReportJobConfView['userReportGenerationFilterData'][number]
import { Checkbox, ScrollArea, Stack, Text } from '@mantine/core'

interface TestRowListProps {
  rows: FilterRowView[]
  /** 0-based indexes into the saved rows. */
  selected: number[]
  max: number
  onChange: (selected: number[]) => void
}

const describe = (row: FilterRowView) =>
  row.filterName.trim() === '' ? 'Unfiltered report' : `${row.filterName} = ${row.filterValue}`

/** The saved rows to test, by filter and value (their recipients are not the test's), at most `max` of them. */
export function TestRowList({ rows, selected, max, onChange }: TestRowListProps) {
  if (rows.length === 0) return <Text size="sm">The job has no filter rows. Add one in step 2.</Text>
  const toggle = (index: number, on: boolean) =>
    onChange(on ? [...selected, index].sort((a, b) => a - b) : selected.filter((i) => i !== index))
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Rows to test (at most {max})
      </Text>
      <ScrollArea.Autosize mah={220}>
        <Stack gap={6}>
          {rows.map((row, index) => {
            const on = selected.includes(index)
            return (
              <Checkbox
                key={index}
                checked={on}
                disabled={!on && selected.length >= max}
                onChange={(event) => toggle(index, event.currentTarget.checked)}
                label={`Row ${index + 1}: ${describe(row)}${row.isActive ? '' : ' (inactive)'}`}
              />
            )
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  )
}

import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import type { GridRow } from '../../../lib/grid-rows.ts'
import { reportStepTexts } from '../../../lib/report-step-texts.ts'
import { RowExcelSelect, RowFormatSelect, RowTextInput, rowTextFields } from './row-text-input.tsx'

interface FilterRowFormProps {
  rows: readonly GridRow[]
  /** The grid's own columns, in order (ADR 0047). */
  columns: readonly string[]
  /** Filter pairs per row, the first included (ADR 0046). */
  filters: number
  /** Whether a row's problems show: Save & Next was tried, or the row was left. */
  validate: (key: string) => boolean
  firstName: string
  valueListId: string
  onEdit: (key: string, patch: Partial<GridRow>) => void
  onLeave: (key: string) => void
  onRemove: (key: string) => void
}

/** The row shown, within the rows there are; one row more is the one Add row made, and is shown. */
function useShownRow(rows: readonly GridRow[]) {
  const [wanted, setIndex] = useState(0)
  const [count, setCount] = useState(rows.length)
  if (rows.length !== count) {
    if (rows.length === count + 1) setIndex(rows.length - 1)
    setCount(rows.length)
  }
  const index = Math.min(wanted, Math.max(0, rows.length - 1))
  return { index, row: rows[index], setIndex }
}

/**
 * The filter grid on a phone (ADR 0054): one row at a time, every column a labelled field, with Previous
 * and Next row and Remove row — the whole row fits the screen, nothing scrolls sideways. The toolbar's Add row
 * adds one, and the form moves to it.
 */
export function FilterRowForm(props: FilterRowFormProps) {
  const { rows, onRemove } = props
  const { index, row, setIndex } = useShownRow(rows)
  if (!row) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text c="dimmed" ta="center" size="sm">
          {reportStepTexts.noRows}
        </Text>
      </Paper>
    )
  }
  const number = index + 1
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={`Row ${number} of ${rows.length}`}>
      <Stack gap="sm">
        <Text fw={600} size="sm" aria-live="polite">{`Row ${number} of ${rows.length}`}</Text>
        <RowStepper index={index} count={rows.length} onChange={setIndex} />
        <RowFields {...props} row={row} />
        <Button
          variant="subtle"
          color="red"
          size="xs"
          w="fit-content"
          leftSection={<IconTrash size={16} />}
          onClick={() => onRemove(row.key)}
        >
          {`Remove row ${number}`}
        </Button>
      </Stack>
    </Paper>
  )
}

/** Previous row and Next row. */
function RowStepper({
  index,
  count,
  onChange,
}: {
  index: number
  count: number
  onChange: (i: number) => void
}) {
  return (
    <Group grow gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={16} />}
        disabled={index === 0}
        onClick={() => onChange(index - 1)}
      >
        Previous row
      </Button>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={16} />}
        disabled={index >= count - 1}
        onClick={() => onChange(index + 1)}
      >
        Next row
      </Button>
    </Group>
  )
}

/** Every column of the row as a labelled field, each further filter pair side by side. */
function RowFields(props: FilterRowFormProps & { row: GridRow }) {
  const { row, onEdit, onLeave } = props
  const { standard, pairs, own } = rowTextFields(row, { ...props, validate: props.validate(row.key) })
  const input = (field: (typeof standard)[number]) => (
    <RowTextInput
      key={field.key}
      label={field.label}
      inputMode={field.key.endsWith('Email') ? 'email' : undefined}
      {...{ row, field, onEdit, onLeave }}
    />
  )
  return (
    <>
      {standard.map(input)}
      {pairs.map((pair) => (
        <SimpleGrid key={pair[0].key} cols={2} spacing="xs">
          {pair.map(input)}
        </SimpleGrid>
      ))}
      {own.map(input)}
      <SimpleGrid cols={2} spacing="xs">
        <RowFormatSelect label="Format" row={row} onEdit={onEdit} />
        <RowExcelSelect label="Attach Excel" row={row} onEdit={onEdit} />
      </SimpleGrid>
      <Switch
        label="Active (send this row)"
        checked={row.isActive}
        onChange={(event) => onEdit(row.key, { isActive: event.currentTarget.checked })}
      />
    </>
  )
}

import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconTrash } from '@tabler/icons-react'
import { filterNameProblem } from '@herald/contracts'
import { useState } from 'react'
import { FILTER_COLUMNS } from '../../../lib/filter-columns.ts'
import { cellProblems, type GridRow } from '../../../lib/grid-rows.ts'
import { reportStepTexts } from '../../../lib/report-step-texts.ts'
import {
  EXCEL_OPTIONS,
  excelChoice,
  excelOf,
  FORMAT_OPTIONS,
  filterPairOf,
  formatOf,
  ROW_PLACEHOLDERS,
  withFilterPair,
} from './row-fields.ts'

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

/**
 * The filter grid on a phone (ADR 0054): one row at a time, every column a labelled field, with Previous
 * and Next row and Remove row — the whole row fits the screen, nothing scrolls sideways. The toolbar's Add row
 * adds one, and the form moves to it.
 */
export function FilterRowForm(props: FilterRowFormProps) {
  const { rows, columns, filters, validate, firstName, valueListId, onEdit, onLeave, onRemove } = props
  const [wanted, setIndex] = useState(0)
  const [count, setCount] = useState(rows.length)
  if (rows.length !== count) {
    // One row more is the one Add row made: show it.
    if (rows.length === count + 1) setIndex(rows.length - 1)
    setCount(rows.length)
  }
  const index = Math.min(wanted, Math.max(0, rows.length - 1))
  const row = rows[index]
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
  const problems = validate(row.key) ? cellProblems(row, firstName) : {}
  const leave = () => onLeave(row.key)
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={`Row ${number} of ${rows.length}`}>
      <Stack gap="sm">
        <Text fw={600} size="sm" aria-live="polite">{`Row ${number} of ${rows.length}`}</Text>
        <Group grow gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={16} />}
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            Previous row
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={16} />}
            disabled={index >= rows.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            Next row
          </Button>
        </Group>
        {FILTER_COLUMNS.map(({ field, label }) => (
          <TextInput
            key={field}
            label={label}
            placeholder={ROW_PLACEHOLDERS[field]}
            value={row[field]}
            list={field === 'filterValue' ? valueListId : undefined}
            autoComplete="off"
            inputMode={field.endsWith('Email') ? 'email' : undefined}
            error={problems[field]}
            onChange={(event) => onEdit(row.key, { [field]: event.currentTarget.value })}
            onBlur={leave}
          />
        ))}
        {Array.from({ length: filters - 1 }, (_, pairIndex) => {
          const pair = filterPairOf(row, pairIndex)
          const name = pair.filterName.trim()
          return (
            <SimpleGrid key={`pair-${pairIndex}`} cols={2} spacing="xs">
              <TextInput
                label={`Filter Name ${pairIndex + 2}`}
                placeholder="Table/Column"
                value={pair.filterName}
                autoComplete="off"
                error={validate(row.key) && name !== '' ? filterNameProblem(name) : undefined}
                onChange={(event) =>
                  onEdit(row.key, withFilterPair(row, pairIndex, { filterName: event.currentTarget.value }))
                }
                onBlur={leave}
              />
              <TextInput
                label={`Filter Value ${pairIndex + 2}`}
                placeholder="Value"
                value={pair.filterValue}
                autoComplete="off"
                onChange={(event) =>
                  onEdit(row.key, withFilterPair(row, pairIndex, { filterValue: event.currentTarget.value }))
                }
                onBlur={leave}
              />
            </SimpleGrid>
          )
        })}
        {columns.map((name) => (
          <TextInput
            key={`own-${name}`}
            label={name}
            value={row.fields[name] ?? ''}
            autoComplete="off"
            error={validate(row.key) && /[\r\n]/.test(row.fields[name] ?? '') ? 'No line breaks' : undefined}
            onChange={(event) =>
              onEdit(row.key, { fields: { ...row.fields, [name]: event.currentTarget.value } })
            }
            onBlur={leave}
          />
        ))}
        <SimpleGrid cols={2} spacing="xs">
          <NativeSelect
            label="Format"
            data={FORMAT_OPTIONS}
            value={row.format ?? ''}
            onChange={(event) => onEdit(row.key, { format: formatOf(event.currentTarget.value) })}
          />
          <NativeSelect
            label="Attach Excel"
            data={EXCEL_OPTIONS}
            value={excelChoice(row)}
            onChange={(event) => onEdit(row.key, { attachExcel: excelOf(event.currentTarget.value) })}
          />
        </SimpleGrid>
        <Switch
          label="Active (send this row)"
          checked={row.isActive}
          onChange={(event) => onEdit(row.key, { isActive: event.currentTarget.checked })}
        />
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

import { ActionIcon, Checkbox, NativeSelect, Switch, Table, TextInput, Tooltip } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { filterNameProblem } from '@herald/contracts'
import { memo } from 'react'
import { safeSendingTexts } from '../../../lib/delivery-plan-text.ts'
import { FILTER_COLUMNS } from '../../../lib/filter-columns.ts'
import { cellProblems, type GridRow } from '../../../lib/grid-rows.ts'
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

interface FilterGridRowProps {
  row: GridRow
  /** The grid's own columns, in order (ADR 0047). */
  columns: readonly string[]
  /** Filter pairs per row, the first included (ADR 0046). */
  filters: number
  /** 1-based, across pages: the n of 'Row n: …'. */
  number: number
  selected: boolean
  /** Show the cells' problems (the row was left, or Save & Next was tried). */
  validate: boolean
  firstName: string
  valueListId: string
  onEdit: (key: string, patch: Partial<GridRow>) => void
  onSelect: (key: string, selected: boolean) => void
  onLeave: (key: string) => void
  /** Renders the row's file as it stands (ADR 0043); absent, the row has no Preview action. */
  onPreview?: ((row: { filterName: string; filterValue: string }) => void) | undefined
}

/** One editable row of the filter grid; re-renders only when its own props change. */
export const FilterGridRow = memo(function FilterGridRow(props: FilterGridRowProps) {
  const {
    row,
    columns,
    filters,
    number,
    selected,
    validate,
    firstName,
    valueListId,
    onEdit,
    onSelect,
    onLeave,
  } = props
  const { onPreview } = props
  const problems = validate ? cellProblems(row, firstName) : {}
  return (
    <Table.Tr bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Select row ${number}`}
          checked={selected}
          onChange={(event) => onSelect(row.key, event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td c="dimmed" fz="sm">
        {number}
      </Table.Td>
      {FILTER_COLUMNS.map(({ field, label }) => (
        <Table.Td key={field} style={{ verticalAlign: 'top' }}>
          <TextInput
            size="xs"
            aria-label={`Row ${number} ${label}`}
            placeholder={ROW_PLACEHOLDERS[field]}
            value={row[field]}
            list={field === 'filterValue' ? valueListId : undefined}
            autoComplete="off"
            error={problems[field]}
            onChange={(event) => onEdit(row.key, { [field]: event.currentTarget.value })}
            onBlur={() => onLeave(row.key)}
          />
        </Table.Td>
      ))}
      {Array.from({ length: filters - 1 }, (_, index) => {
        const pair = filterPairOf(row, index)
        const setPair = (patch: Partial<typeof pair>) => onEdit(row.key, withFilterPair(row, index, patch))
        const nameProblem =
          validate && pair.filterName.trim() !== '' ? filterNameProblem(pair.filterName.trim()) : undefined
        return [
          <Table.Td key={`fn-${index}`} style={{ verticalAlign: 'top' }}>
            <TextInput
              size="xs"
              aria-label={`Row ${number} Filter Name ${index + 2}`}
              placeholder="Table/Column"
              value={pair.filterName}
              autoComplete="off"
              error={nameProblem}
              onChange={(event) => setPair({ filterName: event.currentTarget.value })}
              onBlur={() => onLeave(row.key)}
            />
          </Table.Td>,
          <Table.Td key={`fv-${index}`} style={{ verticalAlign: 'top' }}>
            <TextInput
              size="xs"
              aria-label={`Row ${number} Filter Value ${index + 2}`}
              placeholder="Value"
              value={pair.filterValue}
              autoComplete="off"
              onChange={(event) => setPair({ filterValue: event.currentTarget.value })}
              onBlur={() => onLeave(row.key)}
            />
          </Table.Td>,
        ]
      })}
      {columns.map((name) => (
        <Table.Td key={`own-${name}`} style={{ verticalAlign: 'top' }}>
          <TextInput
            size="xs"
            aria-label={`Row ${number} ${name}`}
            value={row.fields[name] ?? ''}
            autoComplete="off"
            error={validate && /[\r\n]/.test(row.fields[name] ?? '') ? 'No line breaks' : undefined}
            onChange={(event) =>
              onEdit(row.key, { fields: { ...row.fields, [name]: event.currentTarget.value } })
            }
            onBlur={() => onLeave(row.key)}
          />
        </Table.Td>
      ))}
      <Table.Td style={{ verticalAlign: 'top' }}>
        <NativeSelect
          size="xs"
          aria-label={`Row ${number} Format`}
          data={FORMAT_OPTIONS}
          value={row.format ?? ''}
          onChange={(event) => onEdit(row.key, { format: formatOf(event.currentTarget.value) })}
        />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <NativeSelect
          size="xs"
          aria-label={`Row ${number} Attach Excel`}
          data={EXCEL_OPTIONS}
          value={excelChoice(row)}
          onChange={(event) => onEdit(row.key, { attachExcel: excelOf(event.currentTarget.value) })}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          size="sm"
          aria-label={`Row ${number} active`}
          checked={row.isActive}
          onChange={(event) => onEdit(row.key, { isActive: event.currentTarget.checked })}
        />
      </Table.Td>
      {onPreview ? (
        <Table.Td>
          <Tooltip label={safeSendingTexts.previewAction(number)}>
            <ActionIcon
              variant="subtle"
              aria-label={safeSendingTexts.previewAction(number)}
              onClick={() => onPreview({ filterName: row.filterName, filterValue: row.filterValue })}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
      ) : null}
    </Table.Tr>
  )
})

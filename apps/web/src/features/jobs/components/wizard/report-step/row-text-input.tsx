import { filterNameProblem } from '@herald/contracts'
import { NativeSelect, TextInput, type NativeSelectProps, type TextInputProps } from '@mantine/core'
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

/** One text cell of a filter row: what it shows, what is wrong with it, and the change typing makes. */
export interface RowTextField {
  key: string
  label: string
  placeholder?: string | undefined
  value: string
  /** The datalist whose values it offers (Filter Value). */
  list?: string | undefined
  error?: string | undefined
  patch: (value: string) => Partial<GridRow>
}

interface RowShape {
  /** Filter pairs per row, the first included (ADR 0046). */
  filters: number
  /** The grid's own columns, in order (ADR 0047). */
  columns: readonly string[]
  /** Show the cells' problems (the row was left, or Save & Next was tried). */
  validate: boolean
  firstName: string
  valueListId: string
}

/** A row's text cells: the standard columns, each further filter pair (name, value), then the own columns. */
export function rowTextFields(
  row: GridRow,
  { filters, columns, validate, firstName, valueListId }: RowShape,
) {
  const problems = validate ? cellProblems(row, firstName) : {}
  const standard: RowTextField[] = FILTER_COLUMNS.map(({ field, label }) => ({
    key: field,
    label,
    placeholder: ROW_PLACEHOLDERS[field],
    value: row[field],
    list: field === 'filterValue' ? valueListId : undefined,
    error: problems[field],
    patch: (value) => ({ [field]: value }),
  }))
  const pairs = Array.from({ length: filters - 1 }, (_, index): [RowTextField, RowTextField] => {
    const pair = filterPairOf(row, index)
    const name = pair.filterName.trim()
    const number = index + 2
    return [
      {
        key: `fn-${index}`,
        label: `Filter Name ${number}`,
        placeholder: 'Table/Column',
        value: pair.filterName,
        error: validate && name !== '' ? filterNameProblem(name) : undefined,
        patch: (filterName) => withFilterPair(row, index, { filterName }),
      },
      {
        key: `fv-${index}`,
        label: `Filter Value ${number}`,
        placeholder: 'Value',
        value: pair.filterValue,
        patch: (filterValue) => withFilterPair(row, index, { filterValue }),
      },
    ]
  })
  const own = columns.map((name): RowTextField => ({
    key: `own-${name}`,
    label: name,
    value: row.fields[name] ?? '',
    error: validate && /[\r\n]/.test(row.fields[name] ?? '') ? 'No line breaks' : undefined,
    patch: (value) => ({ fields: { ...row.fields, [name]: value } }),
  }))
  return { standard, pairs, own }
}

interface RowEdits {
  row: GridRow
  onEdit: (key: string, patch: Partial<GridRow>) => void
}

type RowTextInputProps = RowEdits & { field: RowTextField; onLeave: (key: string) => void } & Omit<
    TextInputProps,
    'value' | 'onChange' | 'onBlur' | 'error' | 'placeholder' | 'list'
  >

/** A text cell of a row, as a grid cell or a labelled field: typing edits the row, leaving it marks it left. */
export function RowTextInput({ row, field, onEdit, onLeave, ...props }: RowTextInputProps) {
  return (
    <TextInput
      {...props}
      placeholder={field.placeholder}
      value={field.value}
      list={field.list}
      autoComplete="off"
      error={field.error}
      onChange={(event) => onEdit(row.key, field.patch(event.currentTarget.value))}
      onBlur={() => onLeave(row.key)}
    />
  )
}

type RowSelectProps = RowEdits & Omit<NativeSelectProps, 'data' | 'value' | 'onChange'>

/** The row's Format: the job's, PDF or PPTX (ADR 0047). */
export function RowFormatSelect({ row, onEdit, ...props }: RowSelectProps) {
  return (
    <NativeSelect
      {...props}
      data={FORMAT_OPTIONS}
      value={row.format ?? ''}
      onChange={(event) => onEdit(row.key, { format: formatOf(event.currentTarget.value) })}
    />
  )
}

/** The row's Attach Excel: the job's, yes or no (ADR 0047). */
export function RowExcelSelect({ row, onEdit, ...props }: RowSelectProps) {
  return (
    <NativeSelect
      {...props}
      data={EXCEL_OPTIONS}
      value={excelChoice(row)}
      onChange={(event) => onEdit(row.key, { attachExcel: excelOf(event.currentTarget.value) })}
    />
  )
}

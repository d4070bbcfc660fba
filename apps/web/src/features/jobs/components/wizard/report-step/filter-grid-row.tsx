import { ActionIcon, Checkbox, Switch, Table, Tooltip } from '@mantine/core'
import { IconEye } from '@tabler/icons-react'
import { memo } from 'react'
import { safeSendingTexts } from '../../../lib/delivery-plan-text.ts'
import type { GridRow } from '../../../lib/grid-rows.ts'
import { RowExcelSelect, RowFormatSelect, RowTextInput, rowTextFields } from './row-text-input.tsx'

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
  const { row, number, selected, onEdit, onSelect, onLeave, onPreview } = props
  const { standard, pairs, own } = rowTextFields(row, props)
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
      {[...standard, ...pairs.flat(), ...own].map((field) => (
        <Table.Td key={field.key} style={{ verticalAlign: 'top' }}>
          <RowTextInput
            size="xs"
            aria-label={`Row ${number} ${field.label}`}
            {...{ row, field, onEdit, onLeave }}
          />
        </Table.Td>
      ))}
      <Table.Td style={{ verticalAlign: 'top' }}>
        <RowFormatSelect size="xs" aria-label={`Row ${number} Format`} row={row} onEdit={onEdit} />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <RowExcelSelect size="xs" aria-label={`Row ${number} Attach Excel`} row={row} onEdit={onEdit} />
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

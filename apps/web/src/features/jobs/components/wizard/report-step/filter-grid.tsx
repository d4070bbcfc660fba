import { filterMessages, type FilterRow } from '@herald/contracts'
import { Box, Checkbox, Group, Pagination, Stack, Table, Text } from '@mantine/core'
import { useCallback, useId, useMemo, useState } from 'react'
import { FILTER_COLUMNS } from '../../../lib/filter-columns.ts'
import {
  addColumn,
  addFilterPair,
  appendRows,
  blankRowFor,
  filterCount,
  firstFilterName,
  gridColumns,
  gridRowFrom,
  keptRowCount,
  removeColumn,
  removeFilterPair,
  renameColumn,
  type GridRow,
} from '../../../lib/grid-rows.ts'
import { reportStepTexts } from '../../../lib/report-step-texts.ts'
import { usePreviewRow } from '../../safe-sending/preview-row.tsx'
import { usePhoneLayout } from '../../../../../lib/use-phone-layout.ts'
import { FilterGridRow } from './filter-grid-row.tsx'
import { FilterRowForm } from './filter-row-form.tsx'
import { ColumnNameDialog } from './column-name-dialog.tsx'
import { FilterGridToolbar, GRID_HEIGHT } from './filter-grid-toolbar.tsx'
import { FilterPairHeaders, OwnColumnHeader } from './own-column-header.tsx'
import { RowProblems } from './row-problems.tsx'
import { useUploadChoice } from './upload-choice.tsx'
import { UploadProblems, type UploadFailure } from './upload-problems.tsx'
import type { RowsChange } from './use-report-draft.ts'

/** Rows per page: a 10,000-row upload stays quick to edit. */
const GRID_PAGE_SIZE = 50

interface FilterGridProps {
  rows: GridRow[]
  problems: readonly string[]
  showErrors: boolean
  /** Suggestions for Filter Value, read from the report. */
  valueOptions: readonly string[]
  onRowsChange: (change: RowsChange) => void
}

/** Manual Input: the editable rows, each a file with its own To, CC and BCC. */
export function FilterGrid({ rows, problems, showErrors, valueOptions, onRowsChange }: FilterGridProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set())
  const [page, setPage] = useState(1)
  const [height, setHeight] = useState<number>(GRID_HEIGHT.initial)
  const [uploadFailure, setUploadFailure] = useState<UploadFailure | null>(null)
  const valueListId = useId()
  const preview = usePreviewRow()
  const phone = usePhoneLayout()
  const firstName = useMemo(() => firstFilterName(rows), [rows])
  const columns = useMemo(() => gridColumns(rows), [rows])
  /** Filter pairs per row (ADR 0046): 1, or more once a row has several filters. */
  const filters = useMemo(() => filterCount(rows), [rows])
  /** The column dialog: null closed, '' adding, a name renaming it. */
  const [naming, setNaming] = useState<string | null>(null)
  const pageCount = Math.max(1, Math.ceil(rows.length / GRID_PAGE_SIZE))
  const current = Math.min(page, pageCount)
  const start = (current - 1) * GRID_PAGE_SIZE

  const edit = useCallback(
    (key: string, patch: Partial<GridRow>) =>
      onRowsChange((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    [onRowsChange],
  )
  const select = useCallback(
    (key: string, on: boolean) =>
      setSelected((keys) => {
        const next = new Set(keys)
        if (on) next.add(key)
        else next.delete(key)
        return next
      }),
    [],
  )
  const leave = useCallback(
    (key: string) => setLeft((keys) => (keys.has(key) ? keys : new Set(keys).add(key))),
    [],
  )

  const addRow = () => {
    onRowsChange((all) => [...all, blankRowFor(all)])
    setPage(Math.floor(rows.length / GRID_PAGE_SIZE) + 1)
  }
  const deleteSelected = () => {
    onRowsChange((all) => all.filter((row) => !selected.has(row.key)))
    setSelected(new Set())
  }
  const takeRows = (change: RowsChange, toPage: number) => {
    onRowsChange(change)
    setUploadFailure(null)
    setSelected(new Set())
    setLeft(new Set())
    setPage(toPage)
  }
  const upload = useUploadChoice(rows, {
    replace: (uploaded) => takeRows(() => uploaded.map((row) => gridRowFrom(row)), 1),
    // The first appended row's page.
    append: (uploaded: FilterRow[]) =>
      takeRows(
        (all) =>
          appendRows(
            all,
            uploaded.map((row) => gridRowFrom(row)),
          ),
        Math.floor(keptRowCount(rows) / GRID_PAGE_SIZE) + 1,
      ),
    refuse: (message) => setUploadFailure({ ok: false, message }),
  })
  const allSelected = rows.length > 0 && selected.size === rows.length
  const saveColumn = (name: string) => {
    const renaming = naming
    onRowsChange((all) => (renaming ? renameColumn(all, renaming, name) : addColumn(all, name)))
    setNaming(null)
  }
  const fixedColumns = FILTER_COLUMNS.length + 5 + (preview ? 1 : 0)

  return (
    <Stack gap="xs">
      <FilterGridToolbar
        selectedCount={selected.size}
        columns={columns}
        filters={filters}
        onAddColumn={() => setNaming('')}
        onAddFilter={() => onRowsChange((all) => addFilterPair(all.length === 0 ? [blankRowFor(all)] : all))}
        height={height}
        onHeightChange={setHeight}
        onAdd={addRow}
        onDeleteSelected={deleteSelected}
        onUploaded={upload.offer}
        onUploadFailed={setUploadFailure}
      />
      <UploadProblems failure={uploadFailure} onClose={() => setUploadFailure(null)} />
      {phone ? (
        <FilterRowForm
          rows={rows}
          columns={columns}
          filters={filters}
          validate={(key) => showErrors || left.has(key)}
          firstName={firstName}
          valueListId={valueListId}
          onEdit={edit}
          onLeave={leave}
          onRemove={(key) => onRowsChange((all) => all.filter((row) => row.key !== key))}
        />
      ) : null}
      {/* On a phone the row form above edits the rows; the table stays out of the layout (ADR 0054). */}
      <Box
        display={phone ? 'none' : undefined}
        h={height}
        style={{ overflow: 'auto' }}
        bd="1px solid var(--mantine-color-default-border)"
      >
        <Table
          stickyHeader
          miw={1160 + columns.length * 150}
          verticalSpacing={6}
          aria-label="Filters and email recipients"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all rows"
                  checked={allSelected}
                  indeterminate={selected.size > 0 && !allSelected}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.key)))}
                />
              </Table.Th>
              <Table.Th w={48}>#</Table.Th>
              {FILTER_COLUMNS.map(({ field, label }) => (
                <Table.Th key={field} miw={field === 'toEmail' ? 200 : 150}>
                  {label}
                </Table.Th>
              ))}
              {Array.from({ length: filters - 1 }, (_, index) => (
                <FilterPairHeaders
                  key={`filter-${index}`}
                  number={index + 2}
                  onRemove={() => onRowsChange((all) => removeFilterPair(all, index))}
                />
              ))}
              {columns.map((name) => (
                <OwnColumnHeader
                  key={`own-${name}`}
                  name={name}
                  onRename={setNaming}
                  onRemove={(column) => onRowsChange((all) => removeColumn(all, column))}
                />
              ))}
              <Table.Th w={96}>Format</Table.Th>
              <Table.Th w={96}>Attach Excel</Table.Th>
              <Table.Th w={72}>Active</Table.Th>
              {preview ? <Table.Th w={72}>Preview</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={fixedColumns + columns.length + (filters - 1) * 2}>
                  <Text c="dimmed" ta="center" size="sm" py="md">
                    {reportStepTexts.noRows}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows
                .slice(start, start + GRID_PAGE_SIZE)
                .map((row, index) => (
                  <FilterGridRow
                    key={row.key}
                    row={row}
                    columns={columns}
                    filters={filters}
                    number={start + index + 1}
                    selected={selected.has(row.key)}
                    validate={showErrors || left.has(row.key)}
                    firstName={firstName}
                    valueListId={valueListId}
                    onEdit={edit}
                    onSelect={select}
                    onLeave={leave}
                    onPreview={preview ?? undefined}
                  />
                ))
            )}
          </Table.Tbody>
        </Table>
      </Box>
      <datalist id={valueListId}>
        {valueOptions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {filterMessages.valueHint}
        </Text>
        {pageCount > 1 ? (
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {`Rows ${start + 1}–${Math.min(start + GRID_PAGE_SIZE, rows.length)} of ${rows.length}`}
            </Text>
            <Pagination
              size="sm"
              total={pageCount}
              value={current}
              onChange={setPage}
              aria-label="Row pages"
            />
          </Group>
        ) : null}
      </Group>
      <RowProblems problems={problems} />
      {upload.dialog}
      {naming !== null ? (
        <ColumnNameDialog
          renaming={naming === '' ? undefined : naming}
          columns={columns}
          onSave={saveColumn}
          onClose={() => setNaming(null)}
        />
      ) : null}
    </Stack>
  )
}

import type { FilterRow } from '@herald/contracts'
import { useCallback, useMemo, useState } from 'react'
import {
  appendRows,
  blankRowFor,
  filterCount,
  firstFilterName,
  gridColumns,
  gridRowFrom,
  keptRowCount,
  type GridRow,
} from '../../../lib/grid-rows.ts'
import { useUploadChoice } from './upload-choice.tsx'
import type { UploadFailure } from './upload-problems.tsx'
import type { RowsChange } from './use-report-draft.ts'

/** Rows per page: a 10,000-row upload stays quick to edit. */
export const GRID_PAGE_SIZE = 50

/** What the grid's rows make of it: the first filter's name, its own columns, and filter pairs per row. */
export function useGridShape(rows: readonly GridRow[]) {
  const firstName = useMemo(() => firstFilterName(rows), [rows])
  const columns = useMemo(() => gridColumns(rows), [rows])
  /** Filter pairs per row (ADR 0046): 1, or more once a row has several filters. */
  const filters = useMemo(() => filterCount(rows), [rows])
  return { firstName, columns, filters }
}

export type GridShape = ReturnType<typeof useGridShape>

/** The page of rows shown: the page asked for, within the pages the rows fill. */
function pageOf(rowCount: number, page: number) {
  const pageCount = Math.max(1, Math.ceil(rowCount / GRID_PAGE_SIZE))
  const current = Math.min(page, pageCount)
  return { pageCount, current, start: (current - 1) * GRID_PAGE_SIZE }
}

/** The rows ticked for Delete Selected, and the rows left (whose problems show from then on). */
function useRowMarks() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set())
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
  return { selected, setSelected, left, setLeft, select, leave }
}

/** An upload's rows replace the grid's or follow them; either way the grid starts afresh on their page. */
function useGridUpload(rows: GridRow[], take: (change: RowsChange, toPage: number) => void) {
  const [uploadFailure, setUploadFailure] = useState<UploadFailure | null>(null)
  const upload = useUploadChoice(rows, {
    replace: (uploaded) => take(() => uploaded.map((row) => gridRowFrom(row)), 1),
    // The first appended row's page.
    append: (uploaded: FilterRow[]) =>
      take(
        (all) =>
          appendRows(
            all,
            uploaded.map((row) => gridRowFrom(row)),
          ),
        Math.floor(keptRowCount(rows) / GRID_PAGE_SIZE) + 1,
      ),
    refuse: (message) => setUploadFailure({ ok: false, message }),
  })
  return { upload, uploadFailure, setUploadFailure }
}

/** The filter grid's state: selection, rows left, the page shown, an upload's outcome, and the row edits. */
export function useFilterGrid(rows: GridRow[], onRowsChange: (change: RowsChange) => void) {
  const marks = useRowMarks()
  const [page, setPage] = useState(1)
  const uploads = useGridUpload(rows, (change, toPage) => {
    onRowsChange(change)
    uploads.setUploadFailure(null)
    marks.setSelected(new Set())
    marks.setLeft(new Set())
    setPage(toPage)
  })
  const edit = useCallback(
    (key: string, patch: Partial<GridRow>) =>
      onRowsChange((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    [onRowsChange],
  )
  const addRow = () => {
    onRowsChange((all) => [...all, blankRowFor(all)])
    setPage(Math.floor(rows.length / GRID_PAGE_SIZE) + 1)
  }
  const deleteSelected = () => {
    onRowsChange((all) => all.filter((row) => !marks.selected.has(row.key)))
    marks.setSelected(new Set())
  }
  const remove = (key: string) => onRowsChange((all) => all.filter((row) => row.key !== key))
  return { ...marks, ...uploads, ...pageOf(rows.length, page), setPage, edit, addRow, deleteSelected, remove }
}

export type FilterGridState = ReturnType<typeof useFilterGrid>

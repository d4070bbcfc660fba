import { useCallback, useMemo, useState } from 'react'
import type { GridRow } from '../../../lib/grid-rows.ts'
import type { ReportDraft, ReportSettings } from '../../../lib/report-draft.ts'

export type DraftChange = Partial<ReportSettings> | ((settings: ReportSettings) => ReportSettings)
export type RowsChange = (rows: GridRow[]) => GridRow[]

/**
 * Step 2's values while edited. The settings and the rows are kept apart so that typing in a cell
 * leaves the settings object, and the sections that only read it, untouched.
 */
export function useReportDraft(initial: ReportDraft) {
  const [settings, setSettings] = useState<ReportSettings>(() => {
    const { rows: _rows, ...rest } = initial
    return rest
  })
  const [rows, setRows] = useState(initial.rows)
  const change = useCallback(
    (update: DraftChange) =>
      setSettings((current) => (typeof update === 'function' ? update(current) : { ...current, ...update })),
    [],
  )
  const changeRows = useCallback((update: RowsChange) => setRows(update), [])
  const draft = useMemo<ReportDraft>(() => ({ ...settings, rows }), [settings, rows])
  return { settings, draft, change, changeRows }
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { GridRow } from '../../../lib/grid-rows.ts'
import type { ReportDraft, ReportSettings } from '../../../lib/report-draft.ts'
import { useWizardDrafts } from '../wizard-drafts-context.tsx'

export type DraftChange = Partial<ReportSettings> | ((settings: ReportSettings) => ReportSettings)
export type RowsChange = (rows: GridRow[]) => GridRow[]
/** 'default': a choice the step makes by itself (the first workspace), which is not unsaved work. */
export type ChangeKind = 'user' | 'default'

/**
 * Step 2's values while edited. The settings and the rows are kept apart so that typing in a cell
 * leaves the settings object, and the sections that only read it, untouched. Once the user changes
 * something, the draft is also kept in the wizard's slot, so leaving the step and coming back restores
 * it instead of the saved task (ADR 0053).
 */
export function useReportDraft(saved: ReportDraft) {
  const drafts = useWizardDrafts()
  const [initial] = useState(() => drafts?.read('report') ?? saved)
  const touched = useRef(initial !== saved)
  const [settings, setSettings] = useState<ReportSettings>(() => {
    const { rows: _rows, ...rest } = initial
    return rest
  })
  const [rows, setRows] = useState(initial.rows)
  const change = useCallback((update: DraftChange, kind: ChangeKind = 'user') => {
    if (kind === 'user') touched.current = true
    setSettings((current) => (typeof update === 'function' ? update(current) : { ...current, ...update }))
  }, [])
  const changeRows = useCallback((update: RowsChange) => {
    touched.current = true
    setRows(update)
  }, [])
  const draft = useMemo<ReportDraft>(() => ({ ...settings, rows }), [settings, rows])
  useEffect(() => {
    if (touched.current) drafts?.write('report', draft)
  }, [drafts, draft])
  /** After a save: what is on screen is what is saved. */
  const markSaved = useCallback(() => {
    touched.current = false
    drafts?.clear('report')
  }, [drafts])
  return { settings, draft, change, changeRows, markSaved }
}

import { addColumn, renameColumn } from '../../../lib/grid-rows.ts'
import { ColumnNameDialog } from './column-name-dialog.tsx'
import type { RowsChange } from './use-report-draft.ts'
import { useState } from 'react'

/** Adding or renaming a column of one's own (ADR 0047): what opens the dialog, and the dialog. */
export function useColumnNaming(columns: readonly string[], onRowsChange: (change: RowsChange) => void) {
  /** The column dialog: null closed, '' adding, a name renaming it. */
  const [naming, setNaming] = useState<string | null>(null)
  const save = (name: string) => {
    const renaming = naming
    onRowsChange((all) => (renaming ? renameColumn(all, renaming, name) : addColumn(all, name)))
    setNaming(null)
  }
  const dialog =
    naming !== null ? (
      <ColumnNameDialog
        renaming={naming === '' ? undefined : naming}
        columns={columns}
        onSave={save}
        onClose={() => setNaming(null)}
      />
    ) : null
  return { add: () => setNaming(''), rename: setNaming, dialog }
}

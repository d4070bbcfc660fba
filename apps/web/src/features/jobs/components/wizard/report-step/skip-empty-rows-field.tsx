import { safeSendingMessages } from '@herald/contracts'
import { Checkbox } from '@mantine/core'
import type { DraftChange } from './use-report-draft.ts'

interface SkipEmptyRowsFieldProps {
  checked: boolean
  onChange: (change: DraftChange) => void
}

/** Safe sending (ADR 0043): a row whose filtered report has no data gets no file and no email. */
export function SkipEmptyRowsField({ checked, onChange }: SkipEmptyRowsFieldProps) {
  return (
    <Checkbox
      label={safeSendingMessages.skipOption}
      description={safeSendingMessages.skipHelp}
      checked={checked}
      onChange={(event) => onChange({ skipEmptyRows: event.currentTarget.checked })}
    />
  )
}

import { recordStateLabels, type RecordState } from '@herald/contracts'
import { Badge } from '@mantine/core'

const COLORS: Record<RecordState, string> = {
  VERIFIED: 'green',
  NOT_FOUND: 'gray',
  MISMATCH: 'red',
  UNKNOWN: 'yellow',
}

export function RecordStateBadge({ state }: { state: RecordState }) {
  return (
    <Badge variant="light" color={COLORS[state]} style={{ textTransform: 'none' }}>
      {recordStateLabels[state]}
    </Badge>
  )
}

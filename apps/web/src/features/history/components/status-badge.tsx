import type { StatusTone } from '@herald/contracts'
import { Badge, Tooltip, type MantineColor } from '@mantine/core'

const TONE_COLORS: Record<StatusTone, MantineColor> = {
  success: 'green',
  danger: 'red',
  queued: 'blue',
  muted: 'gray',
}

interface StatusBadgeProps {
  /** What `fileStatusDisplay` or `emailStatusDisplay` made of a status. */
  display: { label: string; tone: StatusTone }
  /** Text before the status ('PDF: SUCCESS'). */
  prefix?: string
  /** Shown on hover and focus, e.g. why a file failed. */
  detail?: string | null
}

/** A status as spec §2 shows it: SUCCESS green, failures red with their text, IN QUEUE blue. */
export function StatusBadge({ display, prefix, detail }: StatusBadgeProps) {
  const text = prefix ? `${prefix}: ${display.label}` : display.label
  const badge = (
    <Badge
      color={TONE_COLORS[display.tone]}
      variant="light"
      tt="none"
      maw="100%"
      h="auto"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      title={detail ? undefined : text}
      tabIndex={detail ? 0 : undefined}
    >
      {text}
    </Badge>
  )
  if (!detail) return badge
  return (
    <Tooltip label={detail} multiline maw={360} withArrow>
      {badge}
    </Tooltip>
  )
}

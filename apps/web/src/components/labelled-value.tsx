import { Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A value under a small capitalised label: each column of a table as a phone's card shows it. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  )
}

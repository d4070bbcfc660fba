import { advancedMessages } from '@herald/contracts'
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { ReportSettings } from '../../../lib/report-draft.ts'
import { fieldLabelStyles } from '../field-label.ts'
import type { DraftChange } from './use-report-draft.ts'

interface CanvasFieldsProps {
  draft: ReportSettings
  error?: string
  onChange: (change: DraftChange) => void
}

type Side = 'width' | 'height'

/** Canvas WIDTH and HEIGHT in pixels: digits only, anything else is refused with the spec's message. */
export function CanvasFields({ draft, error, onChange }: CanvasFieldsProps) {
  const [refused, setRefused] = useState<Side>()
  const field = (side: Side, label: string) => (
    <TextInput
      label={label}
      styles={fieldLabelStyles}
      inputMode="numeric"
      autoComplete="off"
      rightSection={
        <Text size="xs" c="dimmed">
          px
        </Text>
      }
      value={draft[side]}
      onChange={(event) => {
        const text = event.currentTarget.value
        if (/^\d*$/.test(text)) onChange({ [side]: text })
        else setRefused(side)
      }}
      onBlur={() => setRefused(undefined)}
      error={refused === side ? advancedMessages.wholeNumbers : undefined}
    />
  )
  return (
    <Stack gap={4}>
      <SimpleGrid cols={2} spacing="md" maw={360}>
        {field('width', 'Width')}
        {field('height', 'Height')}
      </SimpleGrid>
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          Canvas size of each page, in pixels (default 1280 × 720).
        </Text>
      )}
    </Stack>
  )
}

import { Group, NumberInput, TextInput } from '@mantine/core'
import type { RefreshSettingsDraft } from './use-refresh-settings.ts'

interface RefreshWindowFieldsProps {
  draft: RefreshSettingsDraft
  onChange: (patch: Partial<RefreshSettingsDraft>) => void
}

/** How often the source is asked, the hours a refresh may start a run in, and the least time between runs. */
export function RefreshWindowFields({ draft, onChange }: RefreshWindowFieldsProps) {
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <NumberInput
        label="Check every (minutes)"
        description="1 to 60"
        min={1}
        max={60}
        w={170}
        value={draft.pollMinutes}
        onChange={(pollMinutes) => onChange({ pollMinutes })}
      />
      <TextInput
        label="Not before"
        description="HH:MM, the job’s time zone"
        placeholder="06:00"
        w={170}
        value={draft.windowStart}
        onChange={(e) => onChange({ windowStart: e.currentTarget.value })}
      />
      <TextInput
        label="Not after"
        description="Later refreshes wait"
        placeholder="20:00"
        w={170}
        value={draft.windowEnd}
        onChange={(e) => onChange({ windowEnd: e.currentTarget.value })}
      />
      <NumberInput
        label="At most one run per (hours)"
        description="Empty: every refresh"
        min={1}
        max={168}
        w={210}
        value={draft.minHours}
        onChange={(minHours) => onChange({ minHours })}
      />
    </Group>
  )
}

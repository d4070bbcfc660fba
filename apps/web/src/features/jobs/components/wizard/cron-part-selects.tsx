import { MultiSelect, SimpleGrid } from '@mantine/core'
import {
  BUILDER_FIELDS,
  cronFromSelections,
  cronSelections,
  fieldOptions,
  withSelection,
} from '../../lib/cron-selections.ts'

interface CronPartSelectsProps {
  value: string
  /** The cron the selections make, before it is corrected. */
  onSelect: (cron: string) => void
}

/** A multi-select per cron part: minute, hour, day of month, month, day of week. */
export function CronPartSelects({ value, onSelect }: CronPartSelectsProps) {
  const selections = cronSelections(value)
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      {BUILDER_FIELDS.map((field, index) => (
        <MultiSelect
          key={field.label}
          label={field.label}
          placeholder={selections[index]?.length ? undefined : field.placeholder}
          data={fieldOptions(field, selections[index] ?? [])}
          value={selections[index] ?? []}
          onChange={(tokens) => onSelect(cronFromSelections(withSelection(selections, index, tokens)))}
          searchable
          clearable
          hidePickedOptions={false}
          maxDropdownHeight={240}
          comboboxProps={{ withinPortal: true }}
          styles={{ inputField: { minWidth: 32 } }}
        />
      ))}
    </SimpleGrid>
  )
}

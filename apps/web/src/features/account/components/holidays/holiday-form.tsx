import { Button, Group, Text, TextInput } from '@mantine/core'
import { DayInput } from '../../../../components/day-input.tsx'
import type { HolidayEditor } from './use-holiday-editor.ts'

/** 'Add a holiday': a date, an optional name, and why it was not added. */
export function HolidayForm({ editor }: { editor: HolidayEditor }) {
  return (
    <form onSubmit={editor.add} aria-label="Add a holiday">
      <Group align="flex-start" gap="sm">
        <DayInput label="Date" value={editor.date} onChange={editor.setDate} w={180} />
        <TextInput
          label="Name (optional)"
          placeholder="e.g. Christmas Day"
          value={editor.name}
          maxLength={100}
          onChange={(e) => editor.setName(e.currentTarget.value)}
          w={260}
        />
        <Button type="submit" mt={25} loading={editor.saving}>
          Add holiday
        </Button>
      </Group>
      {editor.problem ? (
        <Text c="red" size="sm" mt={4} role="alert">
          {editor.problem}
        </Text>
      ) : null}
    </form>
  )
}

import { COLUMN_LIMIT, columnMessages, columnNameProblem } from '@herald/contracts'
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'

interface ColumnNameDialogProps {
  /** The column being renamed; absent, a new column is added. */
  renaming?: string | undefined
  columns: readonly string[]
  onSave: (name: string) => void
  onClose: () => void
}

/** What is wrong with a column name in this grid: its form, a name taken, one column too many. */
export function columnProblem(
  name: string,
  columns: readonly string[],
  renaming?: string,
): string | undefined {
  const problem = columnNameProblem(name)
  if (problem) return problem
  if (name !== renaming && columns.includes(name)) return columnMessages.duplicate(name)
  if (renaming === undefined && columns.length >= COLUMN_LIMIT) return columnMessages.tooMany
  return undefined
}

/** Names a column of one's own (ADR 0047): its cells, and a {Name} token for subject, body and file name. */
export function ColumnNameDialog({ renaming, columns, onSave, onClose }: ColumnNameDialogProps) {
  const [name, setName] = useState(renaming ?? '')
  const [tried, setTried] = useState(false)
  const trimmed = name.trim()
  const problem = columnProblem(trimmed, columns, renaming)
  const save = () => {
    setTried(true)
    if (problem === undefined) onSave(trimmed)
  }
  return (
    <Modal opened onClose={onClose} title={renaming ? `Rename column ${renaming}` : 'Add column'} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {`A column of your own holds a value per row, e.g. Name, Account or Quarter. Use it as {${trimmed || 'Name'}} in the email subject, the body and FILE NAME. Up to ${COLUMN_LIMIT} columns.`}
          </Text>
          <TextInput
            label="Column name"
            data-autofocus
            value={name}
            maxLength={40}
            onChange={(event) => setName(event.currentTarget.value)}
            error={tried || trimmed !== '' ? problem : undefined}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{renaming ? 'Rename' : 'Add column'}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

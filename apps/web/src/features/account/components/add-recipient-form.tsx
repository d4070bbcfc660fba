import { NotificationRecipients } from '@herald/contracts'
import { Button, Group, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'

interface AddRecipientFormProps {
  recipients: string[]
  onAdd: (recipients: string[]) => void
}

/** An address to add, checked with the rest of the list (format, duplicates, at most 20). */
export function AddRecipientForm({ recipients, onAdd }: AddRecipientFormProps) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)

  const add = (event: FormEvent) => {
    event.preventDefault()
    const parsed = NotificationRecipients.safeParse([...recipients, email])
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    onAdd(parsed.data)
    setEmail('')
    setError(null)
  }

  return (
    <form onSubmit={add} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          aria-label="Email address"
          placeholder="name@example.com"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" leftSection={<IconPlus size={16} />}>
          Add
        </Button>
      </Group>
    </form>
  )
}

import { AllowedAddressInput } from '@herald/contracts'
import { Button, Group, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { errorText } from '../../../lib/api-error.ts'
import { useAddAllowedAddress } from '../api/add-allowed-address.ts'

/** An address or range to allow; the server checks and normalises it, and its refusal shows here. */
export function AllowedAddressForm() {
  const [address, setAddress] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useAddAllowedAddress()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = AllowedAddressInput.safeParse({ address })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    add.mutate(parsed.data.address, {
      onSuccess: () => {
        setAddress('')
        setError(null)
      },
      onError: (failure) => setError(errorText(failure)),
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="IP address or CIDR range"
          placeholder="203.0.113.7, 203.0.113.0/24 or 2001:db8::/48"
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={add.isPending}>
          Add
        </Button>
      </Group>
    </form>
  )
}

import { parseDomainName, sendingDomainMessages } from '@herald/contracts'
import { Button, Group, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { errorText } from '../../../../lib/api-error.ts'
import { useAddSendingDomain } from '../../api/sending-domains.ts'

/** A domain to add: checked here with the server's rules, then the server's answer (taken, invalid) shown under it. */
export function AddDomainForm() {
  const [domain, setDomain] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = useAddSendingDomain()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseDomainName(domain)
    if ('error' in parsed) return setError(parsed.error)
    setError(null)
    add.mutate(parsed.domain, {
      onSuccess: () => setDomain(''),
      onError: (failure) => setError(errorText(failure, sendingDomainMessages.addFailed)),
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap" maw={560}>
        <TextInput
          aria-label="Domain"
          placeholder="example.com"
          value={domain}
          onChange={(event) => setDomain(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
          Add domain
        </Button>
      </Group>
    </form>
  )
}

import type { SftpCredentials } from '@herald/contracts'
import { Alert, Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import { IconKey } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useIssueSftpCredentials } from '../api/sftp-credentials.ts'

type Method = 'PASSWORD' | 'PUBLIC_KEY'

interface IssueSftpFormProps {
  userId: string
  /** The account has credentials: issuing replaces their secret (the user name stays). */
  replacing: boolean
  /** Why the account's plan cannot have credentials; the form is disabled with it. */
  refusal: string | undefined
  onIssued: (credentials: SftpCredentials) => void
}

/** Issue (or replace) credentials: a random password Herald generates, or the account's SSH public key. */
export function IssueSftpForm({ userId, replacing, refusal, onIssued }: IssueSftpFormProps) {
  const [method, setMethod] = useState<Method>('PASSWORD')
  const [publicKey, setPublicKey] = useState('')
  const issue = useIssueSftpCredentials(userId)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    issue.mutate(method === 'PASSWORD' ? {} : { publicKey }, { onSuccess: onIssued })
  }
  const disabled = refusal !== undefined
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {refusal ? <Alert color="orange">{refusal}</Alert> : null}
        <SegmentedControl
          aria-label="Sign-in method"
          value={method}
          onChange={(value) => setMethod(value as Method)}
          disabled={disabled}
          data={[
            { value: 'PASSWORD', label: 'Password' },
            { value: 'PUBLIC_KEY', label: 'SSH public key' },
          ]}
        />
        {method === 'PASSWORD' ? (
          <Text size="sm" c="dimmed">
            Herald generates a random password and shows it once.
          </Text>
        ) : (
          <Textarea
            label="SSH public key"
            description="One line, as in the user's .pub file"
            placeholder="ssh-ed25519 AAAA… comment"
            required
            rows={3}
            maxLength={16_384}
            value={publicKey}
            disabled={disabled}
            onChange={(e) => setPublicKey(e.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        )}
        {replacing && !disabled ? (
          <Text size="sm">
            Replacing keeps the user name; the current password or key stops working at once.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconKey size={16} />}
            disabled={disabled}
            loading={issue.isPending}
          >
            {replacing ? 'Replace credentials' : 'Issue credentials'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

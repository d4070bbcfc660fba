import type { DmarcStatus } from '@herald/contracts'
import { Badge, Button, Group, Stack, TextInput } from '@mantine/core'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { fieldLabelStyles } from '../field-label.ts'
import type { SenderStatus } from './use-sender-status.ts'

const DMARC_BADGES: Record<DmarcStatus, { label: string; color: string }> = {
  unknown: { label: 'DMARC unknown', color: 'gray' },
  compliant: { label: 'DMARC compliant', color: 'green' },
  'non-compliant': { label: 'DMARC non-compliant', color: 'red' },
}

interface SenderFieldProps {
  field: UseFormRegisterReturn<'fromEmail'>
  error: string | undefined
  status: SenderStatus
  verifying: boolean
  onVerify: () => void
}

/**
 * FROM EMAIL with 'Verify This Email' and the sender's badges: verified or not (or the server's own
 * address, which needs no verification), and DMARC — compliant, non-compliant, or unknown when DNS
 * gave no answer to trust.
 */
export function SenderField({ field, error, status, verifying, onVerify }: SenderFieldProps) {
  const dmarc = DMARC_BADGES[status.dmarc]
  return (
    <Stack gap="xs" maw={560}>
      <TextInput
        label="From email"
        description="An address, or a name and an address: Sales Team <reports@example.com>"
        styles={fieldLabelStyles}
        withAsterisk
        autoComplete="off"
        error={error}
        {...field}
      />
      <Group gap="sm">
        <Button variant="light" size="xs" loading={verifying} onClick={onVerify}>
          Verify This Email
        </Button>
        {status.serverSender ? (
          <Badge variant="light" color="blue">
            Herald’s own address
          </Badge>
        ) : (
          <Badge variant="light" color={status.verified ? 'green' : 'gray'}>
            {status.verified ? 'Verified' : 'Not verified'}
          </Badge>
        )}
        <Badge variant="light" color={dmarc.color}>
          {dmarc.label}
        </Badge>
      </Group>
    </Stack>
  )
}

import type { DmarcStatus, SenderDkimStatus } from '@herald/contracts'
import { Badge, Button, Group, Stack, TextInput, Tooltip } from '@mantine/core'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { fieldLabelStyles } from '../field-label.ts'
import type { SenderStatus } from './use-sender-status.ts'

const DMARC_BADGES: Record<DmarcStatus, { label: string; color: string }> = {
  unknown: { label: 'DMARC unknown', color: 'gray' },
  compliant: { label: 'DMARC compliant', color: 'green' },
  'non-compliant': { label: 'DMARC non-compliant', color: 'red' },
}

const DKIM_BADGES: Record<SenderDkimStatus, { label: string; color: string; hint: string }> = {
  verified: {
    label: 'DKIM verified',
    color: 'green',
    hint: 'Emails from this domain are DKIM-signed with its key.',
  },
  'not-verified': {
    label: 'DKIM not verified',
    color: 'yellow',
    hint: 'The domain’s DKIM record is not found yet: check it again under Account › Email Domains.',
  },
  none: {
    label: 'DKIM not set up',
    color: 'gray',
    hint: 'Add this domain under Account › Email Domains to DKIM-sign its emails.',
  },
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
 * address, which needs no verification), DMARC — compliant, non-compliant, or unknown when DNS
 * gave no answer to trust — and the domain's DKIM state as a sending domain of the account.
 */
export function SenderField({ field, error, status, verifying, onVerify }: SenderFieldProps) {
  const dmarc = DMARC_BADGES[status.dmarc]
  const dkim = status.dkim && !status.serverSender ? DKIM_BADGES[status.dkim] : undefined
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
        {dkim && (
          <Tooltip label={dkim.hint} withArrow multiline maw={280}>
            <Badge variant="light" color={dkim.color}>
              {dkim.label}
            </Badge>
          </Tooltip>
        )}
      </Group>
    </Stack>
  )
}

import { LINK_EXPIRY_DAYS, type DeliverAs } from '@herald/contracts'
import { Checkbox, NumberInput, Stack, Text } from '@mantine/core'

interface LinkDeliveryFieldsProps {
  deliverAs: DeliverAs
  expiryDays: number
  onDeliverAsChange: (deliverAs: DeliverAs) => void
  onExpiryDaysChange: (days: number) => void
  error?: string | undefined
}

/**
 * 'Send a link instead of the attachment' (ADR 0049): recipients get a secure download link that expires;
 * an email that would pass 40 MB goes as a link whatever this says.
 */
export function LinkDeliveryFields(props: LinkDeliveryFieldsProps) {
  const { deliverAs, expiryDays, onDeliverAsChange, onExpiryDaysChange, error } = props
  const linked = deliverAs === 'LINK'
  return (
    <Stack gap="xs" maw={560}>
      <Checkbox
        label="Send a link instead of the attachment"
        description="Each recipient gets a secure download link to their own file. Files over 40 MB are always sent as a link."
        checked={linked}
        onChange={(event) => onDeliverAsChange(event.currentTarget.checked ? 'LINK' : 'ATTACHMENT')}
      />
      {linked ? (
        <NumberInput
          label="Link expires after (days)"
          min={LINK_EXPIRY_DAYS.min}
          max={LINK_EXPIRY_DAYS.max}
          allowDecimal={false}
          clampBehavior="none"
          value={expiryDays}
          onChange={(value) => onExpiryDaysChange(typeof value === 'number' ? value : Number(value))}
          error={error}
          w={220}
        />
      ) : null}
      {linked ? (
        <Text size="xs" c="dimmed">
          Every download is recorded; you can revoke a link from the job’s history.
        </Text>
      ) : null}
    </Stack>
  )
}

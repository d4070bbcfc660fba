import { planMessages } from '@herald/contracts'
import { Alert, Stack, Switch } from '@mantine/core'

const DISABLED_NOTE =
  'No emails are sent while they are disabled. Each run keeps its files: review and email them from the Job History tab within 5 days. Premium and Enterprise plans can also download them by SFTP.'

interface EmailsToggleProps {
  active: boolean
  onChange: (active: boolean) => void
  /** The Standard plan always sends emails (spec §6). */
  standardPlan: boolean
}

/** Disable Emails: whether the job's runs email their files at all. */
export function EmailsToggle({ active, onChange, standardPlan }: EmailsToggleProps) {
  return (
    <Stack gap="xs" maw={560}>
      <Switch
        label={active ? 'Emails enabled' : 'Emails disabled'}
        checked={active}
        disabled={standardPlan}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {standardPlan ? (
        <Alert color="yellow" variant="light" p="sm">
          {planMessages.notOnStandard('disableEmails')}
        </Alert>
      ) : null}
      {active ? null : (
        <Alert color="blue" variant="light" p="sm">
          {DISABLED_NOTE}
        </Alert>
      )}
    </Stack>
  )
}

import { planMessages, type PlanFeature } from '@herald/contracts'
import { Button, Group, Text } from '@mantine/core'
import { Link } from 'react-router'

/** Beside a control the Standard plan cannot use (spec §6): why, and the way to the billing page. */
export function UpgradePrompt({ label, feature }: { label: string; feature: PlanFeature }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button component={Link} to="/account/billing" size="compact-sm" variant="light">
        {label}
      </Button>
      <Text size="xs" c="dimmed">
        {planMessages.notOnStandard(feature)}
      </Text>
    </Group>
  )
}

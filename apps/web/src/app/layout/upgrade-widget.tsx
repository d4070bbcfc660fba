import { trialDaysRemaining, type Account } from '@herald/contracts'
import { Box, Button } from '@mantine/core'
import { IconSparkles } from '@tabler/icons-react'
import { Link } from 'react-router'
import { upgradeLabel } from './upgrade-label.ts'

interface UpgradeWidgetProps {
  account: Account
}

/** 'Upgrade. N Free Days Remaining' during the trial, 'Upgrade. Free Trial Expired' after it. */
export function UpgradeWidget({ account }: UpgradeWidgetProps) {
  const days = trialDaysRemaining(account)
  const label = upgradeLabel(days)
  if (!label) return null
  return (
    <Button
      component={Link}
      to="/account/billing"
      size="xs"
      variant="light"
      color={days < 0 ? 'red' : 'orange'}
      // Dark text: the light variant's orange text on its own tint stays under a 4.5:1 contrast.
      c="var(--mantine-color-text)"
      leftSection={<IconSparkles size={14} aria-hidden />}
      aria-label={label}
      title={label}
    >
      <Box component="span" visibleFrom="sm">
        {label}
      </Box>
      <Box component="span" hiddenFrom="sm">
        Upgrade
      </Box>
    </Button>
  )
}

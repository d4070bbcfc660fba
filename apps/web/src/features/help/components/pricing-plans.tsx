import { Button, Group, Stack, Text } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { Link } from 'react-router'
import { PlanCards } from '../../../components/plan-cards.tsx'
import { useProfileInfo } from '../../../lib/profile.ts'

/** The Pricing page's plans, and the intro call when this server has a booking page. */
export function PricingPlans() {
  const { profile } = useProfileInfo()
  return (
    <Stack gap="md" mt="lg">
      <PlanCards
        action={(plan) => (
          <Button component={Link} to="/account/billing" variant="light" fullWidth>
            Choose {plan.name}
          </Button>
        )}
      />
      <Text size="sm" c="dimmed">
        Choosing a plan opens Billing and Usage: pay by card there, or, where this server takes no card
        payments, see how your administrator sets plans.
      </Text>
      {profile.bookingUrl ? (
        <Group>
          <Button
            component="a"
            href={profile.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconCalendarEvent size={16} />}
          >
            Schedule a call
          </Button>
          <Text size="sm">A free 30-minute intro call: we set up your first report job with you.</Text>
        </Group>
      ) : null}
    </Stack>
  )
}

import { Button, Group, Stack, Text } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { PlanCards } from '../../../components/plan-cards.tsx'
import { useProfileInfo } from '../../../lib/profile.ts'

/** The Pricing page's plans, and the intro call when this server has a booking page. */
export function PricingPlans() {
  const { profile } = useProfileInfo()
  return (
    <Stack gap="md" mt="lg">
      <PlanCards />
      <Text size="sm" c="dimmed">
        This Herald does not take payments online: to change your plan, contact its administrator.
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

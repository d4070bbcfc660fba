import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { Link } from 'react-router'

const BILLING = '/account/billing'

const plans = [
  {
    name: 'Standard',
    price: 'USD 50',
    period: '/month',
    points: ['Scheduled PDF and PPTX reports', 'Filters and recipients per row', 'Emails always sent'],
  },
  {
    name: 'Premium',
    price: 'USD 100',
    period: '/month',
    points: [
      'Everything in Standard',
      'Automated filter input',
      'Excel export of table visuals',
      'SFTP download',
    ],
  },
  {
    name: 'Prepaid',
    price: 'USD 200',
    period: '/pack',
    points: ['Paid once per pack', 'No monthly subscription'],
  },
] as const

/** Spec §2: free-trial and no-plan accounts see the plans and a link to the billing page. */
export function ChoosePlanSection() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="choose-plan">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={3} id="choose-plan">
            Choose Your Plan
          </Title>
          <Anchor component={Link} to={BILLING} size="sm">
            View all plan details
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {plans.map((plan) => (
            <Card key={plan.name} withBorder radius="md" padding="md">
              <Stack gap="xs" h="100%">
                <Text fw={650}>{plan.name}</Text>
                <Text>
                  <Text span fz={26} fw={700}>
                    {plan.price}
                  </Text>
                  <Text span c="dimmed" size="sm">
                    {plan.period}
                  </Text>
                </Text>
                <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
                  {plan.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
                <Button component={Link} to={BILLING} variant="light">
                  {`Choose ${plan.name}`}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  )
}

/** Spec §2: the 30-minute intro call, booked on the server's configured booking page. */
export function ScheduleCallCard({ bookingUrl }: { bookingUrl: string | null }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="schedule-call" h="100%">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendarEvent size={22} aria-hidden />
          <Title order={3} id="schedule-call">
            Schedule a call
          </Title>
        </Group>
        <Text size="sm">
          Book a free 30-minute intro call with our team: we will set up your first report job with you.
        </Text>
        <Text size="sm" c="dimmed">
          Web conference details are sent on confirmation.
        </Text>
        {bookingUrl ? (
          <Button component="a" href={bookingUrl} target="_blank" rel="noopener noreferrer">
            Schedule a call
          </Button>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            Call booking is not configured on this server. Please contact your administrator.
          </Text>
        )}
      </Stack>
    </Card>
  )
}

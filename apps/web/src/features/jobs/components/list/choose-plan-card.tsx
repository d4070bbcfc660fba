import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { PlanCards } from '../../../../components/plan-cards.tsx'
import { docsLink } from '../../../../config/site-links.ts'

/**
 * Spec §2: trial and no-plan accounts see 'Choose Your Plan' on Job Summary, with 'View all plan details'.
 * Shown only where card payments are set up (ADR 0051); each choice goes on at Billing and Usage's checkout.
 */
export function ChoosePlanCard() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="choose-your-plan">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={3} id="choose-your-plan">
            Choose Your Plan
          </Title>
          <Anchor component={Link} to={docsLink('pricing')} size="sm">
            View all plan details
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          Keep your jobs running after the trial: pick a plan and pay by card on the next page.
        </Text>
        <PlanCards
          action={(plan) => (
            <Button
              component={Link}
              to="/account/billing"
              fullWidth
              variant={plan.id === 'PREMIUM' ? 'filled' : 'light'}
            >
              {`Choose ${plan.name}`}
            </Button>
          )}
        />
      </Stack>
    </Card>
  )
}

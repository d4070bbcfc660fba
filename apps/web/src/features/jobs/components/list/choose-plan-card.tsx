import { Anchor, Button, Text } from '@mantine/core'
import { Link } from 'react-router'
import { PlanCards } from '../../../../components/plan-cards.tsx'
import { SectionCard } from '../../../../components/section-card.tsx'
import { docsLink } from '../../../../config/site-links.ts'

/**
 * Spec §2: trial and no-plan accounts see 'Choose Your Plan' on Job Summary, with 'View all plan details'.
 * Shown only where card payments are set up (ADR 0051); each choice goes on at Billing and Usage's checkout.
 */
export function ChoosePlanCard() {
  return (
    <SectionCard
      title="Choose Your Plan"
      aside={
        <Anchor component={Link} to={docsLink('pricing')} size="sm">
          View all plan details
        </Anchor>
      }
    >
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
    </SectionCard>
  )
}

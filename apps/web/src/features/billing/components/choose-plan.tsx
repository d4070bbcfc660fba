import type { PlanOffer, ProductUsage } from '@herald/contracts'
import { Button, Stack, Text, Title } from '@mantine/core'
import { PlanCards } from '../../../components/plan-cards.tsx'
import { useSession } from '../../../lib/session.ts'
import { useStartCheckout } from '../api/start-checkout.ts'

/** The plan cards with 'Choose Standard / Premium / Prepaid' (Stripe Checkout), when card payments are set up. */
export function ChoosePlan({ usage }: { usage: ProductUsage }) {
  const checkout = useStartCheckout()
  const { account } = useSession()
  const isAdmin = account?.authorities.includes('ROLE_ADMIN') ?? false
  const enabled = usage.billing.enabled
  const subscribed =
    usage.billing.hasCustomer && usage.billing.planEndsAt !== null && usage.daysRemaining >= 0
  const action = (plan: PlanOffer) => {
    const current = plan.id === usage.plan && subscribed
    return (
      <Button
        fullWidth
        variant={plan.id === 'PREMIUM' ? 'filled' : 'light'}
        disabled={!enabled || current || (checkout.isPending && checkout.variables !== plan.id)}
        loading={checkout.isPending && checkout.variables === plan.id}
        onClick={() => checkout.mutate(plan.id)}
      >
        {current ? 'Your current plan' : `Choose ${plan.name}`}
      </Button>
    )
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="choose-plan">
      <Title order={3} id="choose-plan">
        Choose your plan
      </Title>
      <Text size="sm" c="dimmed">
        {enabled
          ? 'Payments are handled by Stripe: choosing a plan opens its secure checkout page, and you come back here when it is done. Change or cancel any time with Manage billing.'
          : isAdmin
            ? 'Set plans under Admin → Users.'
            : 'Ask your administrator for the plan you need.'}
      </Text>
      <PlanCards action={action} />
    </Stack>
  )
}

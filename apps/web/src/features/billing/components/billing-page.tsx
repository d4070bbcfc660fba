import { Alert, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { QueryState } from '../../../components/page-state.tsx'
import { productUsageQuery } from '../api/product-usage.ts'
import { ChoosePlan } from './choose-plan.tsx'
import { PlanSummary } from './plan-summary.tsx'
import { UsagePanel } from './usage-panel.tsx'

const CHECKOUT_NOTES: Record<string, { color: string; text: string }> = {
  done: {
    color: 'green',
    text: 'Thank you: your payment went through. Your plan changes here as soon as Stripe confirms it, usually within seconds.',
  },
  cancelled: {
    color: 'gray',
    text: 'Checkout was cancelled: nothing was charged and your plan has not changed.',
  },
}

/** /account/billing: the plan, this month's usage with a chart, and the plans to choose from. */
export function BillingPage() {
  const [params] = useSearchParams()
  const checkout = params.get('checkout') ?? ''
  const note = CHECKOUT_NOTES[checkout]
  const usage = useQuery({
    ...productUsageQuery,
    // Back from Checkout, Stripe's webhook may arrive a moment after the browser: look again until it has.
    refetchInterval: checkout === 'done' ? 3000 : false,
  })
  return (
    <Stack gap="lg" py="md" maw={1000}>
      <Title order={2}>Billing and Usage</Title>
      {note ? (
        <Alert color={note.color} role="status">
          {note.text}
        </Alert>
      ) : null}
      <QueryState
        query={usage}
        loading="Loading your plan and usage"
        failed="Your plan and usage could not be loaded."
      >
        {(data) => (
          <>
            <PlanSummary usage={data} />
            <UsagePanel usage={data} />
            <ChoosePlan usage={data} />
          </>
        )}
      </QueryState>
    </Stack>
  )
}

import { billingMessages, type ProductUsage } from '@herald/contracts'
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconCreditCard, IconInfoCircle } from '@tabler/icons-react'
import { useSession } from '../../../lib/session.ts'
import { useOpenPortal } from '../api/open-portal.ts'
import { PLAN_NAMES, planStatus } from './plan-labels.ts'

/** The plan, its days or end date, a failed payment, and 'Manage billing' (or who sets plans without Stripe). */
export function PlanSummary({ usage }: { usage: ProductUsage }) {
  const portal = useOpenPortal()
  const { account } = useSession()
  const isAdmin = account?.authorities.includes('ROLE_ADMIN') ?? false
  const { billing } = usage
  const expired = usage.daysRemaining < 0
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="plan-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} id="plan-title">
              Your plan
            </Text>
            <Group gap="sm">
              <Title order={3}>{PLAN_NAMES[usage.plan]}</Title>
              {expired ? <Badge color="red">Expired</Badge> : null}
            </Group>
            <Text c={expired ? 'red' : undefined}>{planStatus(usage)}</Text>
          </Stack>
          {billing.hasCustomer ? (
            <Button
              variant="default"
              leftSection={<IconCreditCard size={16} aria-hidden />}
              loading={portal.isPending}
              onClick={() => portal.mutate()}
            >
              Manage billing
            </Button>
          ) : null}
        </Group>
        {billing.paymentFailure ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Payment failed" role="alert">
            {billing.paymentFailure}
          </Alert>
        ) : null}
        {!billing.enabled ? (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} title="Plans are set by the administrator">
            {isAdmin ? billingMessages.setByYou : billingMessages.setByAdministrator}
          </Alert>
        ) : null}
        {!usage.canCreateJobs ? (
          <Text size="sm" c="dimmed">
            This account cannot create new jobs: to add a new job, schedule a call with us.
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}

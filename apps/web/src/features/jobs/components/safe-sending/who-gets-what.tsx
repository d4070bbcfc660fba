import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../../../lib/api-error.ts'
import { deliveryPlanQuery } from '../../api/delivery-plan.ts'
import { cappedText, planSummary, safeSendingTexts } from '../../lib/delivery-plan-text.ts'
import { DeliveryPlanTable } from './delivery-plan-table.tsx'

/**
 * Who gets what (ADR 0043): every active row's file as the run will name it, its format and its To / CC / BCC,
 * with the number of files and emails and how long the run should take — read from the server, which names
 * files with the run's own function. Shown in step 3 before Finish and on the job's page.
 */
export function WhoGetsWhat({ jobId }: { jobId: number }) {
  const plan = useQuery(deliveryPlanQuery(jobId))
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={safeSendingTexts.title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            {safeSendingTexts.title}
          </Title>
          {plan.data ? (
            <Badge variant="light" size="lg" tt="none">
              {planSummary(plan.data)}
            </Badge>
          ) : null}
        </Group>
        {plan.isPending ? (
          <Text c="dimmed" size="sm">
            Loading…
          </Text>
        ) : null}
        {plan.isError ? (
          <Alert color="red" variant="light" role="alert">
            {`Who gets what could not be loaded: ${errorText(plan.error)}`}
          </Alert>
        ) : null}
        {plan.data && !plan.data.emailsEnabled ? (
          <Text size="sm" c="orange.8">
            {safeSendingTexts.emailsOff}
          </Text>
        ) : null}
        {plan.data && plan.data.files === 0 ? (
          <Text size="sm" c="dimmed">
            {safeSendingTexts.noRows}
          </Text>
        ) : null}
        {plan.data && plan.data.rows.length > 0 ? <DeliveryPlanTable rows={plan.data.rows} /> : null}
        {plan.data && cappedText(plan.data.rows.length, plan.data.files) ? (
          <Text size="xs" c="dimmed">
            {cappedText(plan.data.rows.length, plan.data.files)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  )
}

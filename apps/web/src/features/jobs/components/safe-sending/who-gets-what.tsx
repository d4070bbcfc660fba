import type { DeliveryPlanRow } from '@herald/contracts'
import { Alert, Badge, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../../../lib/api-error.ts'
import { deliveryPlanQuery } from '../../api/delivery-plan.ts'
import { cappedText, planSummary, safeSendingTexts } from '../../lib/delivery-plan-text.ts'

function Addresses({ list }: { list: string[] }) {
  if (list.length === 0) return <Text c="dimmed">—</Text>
  return <>{list.join('; ')}</>
}

function PlanRow({ row }: { row: DeliveryPlanRow }) {
  return (
    <Table.Tr>
      <Table.Td c="dimmed">{row.row}</Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>
        {row.fileName}
        {row.subject !== undefined ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
            {`Subject: ${row.subject}`}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.format}</Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>
        <Addresses list={row.to} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>
        <Addresses list={row.cc} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'break-word' }}>
        <Addresses list={row.bcc} />
      </Table.Td>
    </Table.Tr>
  )
}

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
        {plan.data && plan.data.rows.length > 0 ? (
          <ScrollArea.Autosize mah={280} type="auto">
            <Table
              stickyHeader
              striped
              verticalSpacing={4}
              fz="sm"
              miw={760}
              aria-label="Files and recipients"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>#</Table.Th>
                  <Table.Th>File name and subject</Table.Th>
                  <Table.Th w={110}>Format</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>CC</Table.Th>
                  <Table.Th>BCC</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.data.rows.map((row) => (
                  <PlanRow key={row.row} row={row} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        ) : null}
        {plan.data && cappedText(plan.data.rows.length, plan.data.files) ? (
          <Text size="xs" c="dimmed">
            {cappedText(plan.data.rows.length, plan.data.files)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  )
}

import { PLANS, type PlanOffer } from '@herald/contracts'
import type { ReactNode } from 'react'
import { Card, List, SimpleGrid, Stack, Text } from '@mantine/core'

/** The paid plans side by side (spec §1, §9), each with an optional action (a 'Choose …' button). */
export function PlanCards({ action }: { action?: (plan: PlanOffer) => ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {PLANS.map((plan) => (
        <Card key={plan.name} withBorder radius="md" padding="md" component="section" aria-label={plan.name}>
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
            {action?.(plan)}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  )
}

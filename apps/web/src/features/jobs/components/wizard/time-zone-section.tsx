import { Stack, Text } from '@mantine/core'
import { TimeZoneField } from './schedule-fields.tsx'
import type { ScheduleFormApi } from './use-schedule-form.ts'

const DST_NOTE =
  "Runs follow this zone's clock. When clocks go forward, a skipped time runs at the first valid time after it; when they go back, a repeated time runs once."

/** The job's zone, and what its clock changes do to runs. */
export function TimeZoneSection({ form }: { form: ScheduleFormApi }) {
  return (
    <Stack gap={4}>
      <TimeZoneField control={form.control} errors={form.formState.errors} />
      <Text size="xs" c="dimmed" maw={560}>
        {DST_NOTE}
      </Text>
    </Stack>
  )
}

import type { UserJob } from '@herald/contracts'
import { Button, Fieldset, Group, Stack, Switch, Text } from '@mantine/core'
import { fieldLabelStyles } from '../field-label.ts'
import { RefreshStatus } from './refresh-status.tsx'
import { RefreshWindowFields } from './refresh-window-fields.tsx'
import { TriggerUrlField } from './trigger-url-field.tsx'
import { useKeepJob, useRefreshSample, useRefreshSettings } from './use-refresh-settings.ts'

const HELP =
  'Herald asks the report’s source for its data refreshes (Power BI: the dataset’s refresh history; Tableau: the extract refreshes of the workbook and its data sources; the sample source: “Refresh sample data”). Each completed refresh starts one run; a failed refresh starts none and is shown here.'

/** Step 1's "Run after data refresh" and "Trigger URL" (ADR 0044), saved on their own. */
export function RunTriggersPanel({ job }: { job: UserJob }) {
  const keep = useKeepJob()
  const settings = useRefreshSettings(job, keep)
  const sample = useRefreshSample()
  const { draft, change } = settings
  return (
    <Stack gap="lg" mt="xl">
      <Fieldset
        legend="When the data is fresh"
        styles={{ legend: fieldLabelStyles.label }}
        aria-label="Run after data refresh"
      >
        <Stack gap="sm">
          <Switch
            label="Run on the schedule above"
            checked={draft.runOnSchedule}
            onChange={(e) => change({ runOnSchedule: e.currentTarget.checked })}
          />
          <Switch
            label="Run after each refresh of its data"
            checked={draft.runAfterRefresh}
            onChange={(e) => change({ runAfterRefresh: e.currentTarget.checked })}
          />
          <Text size="xs" c="dimmed" maw={640}>
            {HELP}
          </Text>
          {draft.runAfterRefresh ? <RefreshWindowFields draft={draft} onChange={change} /> : null}
          <RefreshStatus job={job} problem={settings.problem} />
          <Group gap="sm">
            <Button variant="light" onClick={() => void settings.save()} loading={settings.saving}>
              Save refresh settings
            </Button>
            <Button variant="subtle" onClick={() => void sample.refresh()} loading={sample.refreshing}>
              Refresh sample data
            </Button>
          </Group>
        </Stack>
      </Fieldset>
      <TriggerUrlField job={job} onChanged={keep} />
    </Stack>
  )
}

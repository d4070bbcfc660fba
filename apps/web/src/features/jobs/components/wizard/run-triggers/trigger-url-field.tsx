import type { UserJob } from '@herald/contracts'
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core'
import { CopyField } from '../../../../../components/copy-field.tsx'
import { formatDateTime } from '../../../../../lib/format-date.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { useTriggerUrl } from './use-trigger-url.ts'

const HELP =
  'A secret URL that starts a run when something POSTs to it, with no sign-in — for the last step of an ETL pipeline. Send an Idempotency-Key header to make a retried call start one run.'

/** The job's trigger URL: create or regenerate it (shown once), or revoke it. */
export function TriggerUrlField({ job, onChanged }: { job: UserJob; onChanged: (job: UserJob) => void }) {
  const { shown, busy, create, revoke } = useTriggerUrl(job, onChanged)
  const has = job.triggerCreatedAt !== null
  return (
    <Fieldset legend="Trigger URL" styles={{ legend: fieldLabelStyles.label }} aria-label="Trigger URL">
      <Stack gap="sm">
        <Text size="xs" c="dimmed" maw={640}>
          {HELP}
        </Text>
        {shown ? (
          <Alert color="yellow" variant="light" title="Copy it now: it is shown only once">
            <Stack gap={6}>
              <CopyField value={shown.url} label="trigger URL" />
              <Text size="xs">{`curl -X POST -H 'Idempotency-Key: load-2026-06-01' ${shown.url}`}</Text>
            </Stack>
          </Alert>
        ) : (
          <Text size="sm">
            {has
              ? `A trigger URL was created ${formatDateTime(job.triggerCreatedAt, job.timeZone)}.`
              : 'This job has no trigger URL.'}
          </Text>
        )}
        <Group gap="sm">
          <Button variant="light" onClick={() => void create()} loading={busy}>
            {has ? 'Regenerate trigger URL' : 'Create trigger URL'}
          </Button>
          {has ? (
            <Button variant="subtle" color="red" onClick={() => void revoke()} disabled={busy}>
              Revoke
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  )
}

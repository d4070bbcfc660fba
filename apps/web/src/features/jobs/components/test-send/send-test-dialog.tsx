import { MAX_TEST_ROWS, safeSendingMessages, TestSendBody, type UserJob } from '@herald/contracts'
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { reportConfigQuery } from '../../api/report-config.ts'
import { TestRowList } from './test-row-list.tsx'
import { useSendTest } from './use-send-test.tsx'

interface SendTestDialogProps {
  job: UserJob
  opened: boolean
  onClose: () => void
}

/**
 * Send a test to yourself (ADR 0043): choose up to five saved rows (the first active one to begin with) and
 * one address (yours to begin with). The rows' own To / CC / BCC get nothing; history shows it as a test run.
 */
export function SendTestDialog({ job, opened, onClose }: SendTestDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Send a test of "${job.name}"`} size="lg">
      {opened ? <SendTestForm job={job} onClose={onClose} /> : null}
    </Modal>
  )
}

function SendTestForm({ job, onClose }: { job: UserJob; onClose: () => void }) {
  const config = useQuery(reportConfigQuery(job.id))
  const rows = config.data?.userReportGenerationFilterData ?? []
  const automated = config.data?.dataIngestionMode === 'AUTOMATED_FILTERS'
  const firstActive = rows.findIndex((row) => row.isActive)
  const [chosen, setChosen] = useState<number[] | null>(null)
  const selected = chosen ?? (firstActive === -1 ? [] : [firstActive])
  const [to, setTo] = useState(job.userEmail)
  const { send, sending } = useSendTest(job, onClose)
  const body = { ...(automated ? {} : { rows: selected }), to }
  const parsed = TestSendBody.safeParse(body)
  const problem = parsed.success ? undefined : parsed.error.issues[0]?.message

  if (config.isPending) return <Loader size="sm" aria-label="Loading rows" />
  if (!config.data) return <Alert color="yellow">{safeSendingMessages.notConfigured}</Alert>

  return (
    <Stack gap="md">
      <Text size="sm">
        The test is rendered like a run and emailed <b>only</b> to the address below, with “[Test] ” before
        the subject and the email as last saved. The rows’ own To, CC and BCC get nothing, and the job’s
        schedule does not move.
      </Text>
      {automated ? (
        <Text size="sm" c="dimmed">
          Automated Input: the first row the BI tool gives now is tested.
        </Text>
      ) : (
        <TestRowList rows={rows} selected={selected} max={MAX_TEST_ROWS} onChange={setChosen} />
      )}
      <TextInput
        label="Send the test to"
        value={to}
        onChange={(event) => setTo(event.currentTarget.value)}
        error={to.trim() === '' || /[;,\s]/.test(to.trim()) ? safeSendingMessages.oneAddress : undefined}
      />
      {problem && !automated && selected.length === 0 ? (
        <Text size="sm" c="red">
          Choose at least one row.
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void send(body)} loading={sending} disabled={!parsed.success}>
          Send test
        </Button>
      </Group>
    </Stack>
  )
}

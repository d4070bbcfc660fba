import { MAX_TEST_ROWS, safeSendingMessages, TestSendBody, type UserJob } from '@herald/contracts'
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TOAST_LONG_MS } from '../../../../lib/notify.ts'
import { reportConfigQuery } from '../../api/report-config.ts'
import { sendTest } from '../../api/test-send.ts'
import { TestRowList } from './test-row-list.tsx'

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
  const [sending, setSending] = useState(false)
  const body = { ...(automated ? {} : { rows: selected }), to }
  const parsed = TestSendBody.safeParse(body)
  const problem = parsed.success ? undefined : parsed.error.issues[0]?.message

  if (config.isPending) return <Loader size="sm" aria-label="Loading rows" />
  if (!config.data) return <Alert color="yellow">{safeSendingMessages.notConfigured}</Alert>

  const send = async () => {
    setSending(true)
    try {
      await sendTest(job.id, body)
      notifications.show({
        color: 'green',
        autoClose: TOAST_LONG_MS,
        message: (
          <>
            {safeSendingMessages.testQueued(to.trim())}{' '}
            {/* The toast lives outside the router: a plain link. */}
            <Anchor href={`/user-jobs/${job.id}/history`} size="sm">
              See it in Job History
            </Anchor>
          </>
        ),
      })
      onClose()
    } catch {
      // the API client has shown the failure
    } finally {
      setSending(false)
    }
  }

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
        <Button onClick={() => void send()} loading={sending} disabled={!parsed.success}>
          Send test
        </Button>
      </Group>
    </Stack>
  )
}

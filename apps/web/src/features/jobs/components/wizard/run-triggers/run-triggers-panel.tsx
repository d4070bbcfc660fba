import { refreshMessages, type UserJob } from '@herald/contracts'
import { Alert, Button, Fieldset, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../../../../lib/api-error.ts'
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts'
import { jobKeys } from '../../../api/job-keys.ts'
import { refreshSampleData, saveRefreshSettings } from '../../../api/refresh-triggers.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { TriggerUrlField } from './trigger-url-field.tsx'

const HELP =
  'Herald asks the report’s source for its data refreshes (Power BI: the dataset’s refresh history; Tableau: the extract refreshes of the workbook and its data sources; the sample source: “Refresh sample data”). Each completed refresh starts one run; a failed refresh starts none and is shown here.'

/** Step 1's "Run after data refresh" and "Trigger URL" (ADR 0044), saved on their own. */
export function RunTriggersPanel({ job }: { job: UserJob }) {
  const queryClient = useQueryClient()
  const [runOnSchedule, setRunOnSchedule] = useState(job.runOnSchedule)
  const [runAfterRefresh, setRunAfterRefresh] = useState(job.runAfterRefresh)
  const [pollMinutes, setPollMinutes] = useState<number | string>(job.refreshPollMinutes)
  const [windowStart, setWindowStart] = useState(job.runWindowStart ?? '')
  const [windowEnd, setWindowEnd] = useState(job.runWindowEnd ?? '')
  const [minHours, setMinHours] = useState<number | string>(job.refreshMinHours ?? '')
  const [saving, setSaving] = useState(false)
  const [refreshing, setRefreshing] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const keep = (saved: UserJob) => {
    queryClient.setQueryData(jobKeys.detail(saved.id), saved)
    void queryClient.invalidateQueries({ queryKey: jobKeys.lists() })
  }

  const save = async () => {
    setSaving(true)
    setProblem(null)
    try {
      keep(
        await saveRefreshSettings(job.id, {
          runOnSchedule,
          runAfterRefresh,
          refreshPollMinutes: Number(pollMinutes),
          runWindowStart: windowStart || null,
          runWindowEnd: windowEnd || null,
          refreshMinHours: minHours === '' ? null : Number(minHours),
        }),
      )
      notifySuccess('Saved!')
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'The settings could not be saved.'
      setProblem(message)
      notifyError(message)
    } finally {
      setSaving(false)
    }
  }

  const refreshSample = async () => {
    setRefreshing(true)
    try {
      const { jobsStarted } = await refreshSampleData()
      notifySuccess(
        jobsStarted === 1
          ? 'Sample data refreshed: 1 job started.'
          : `Sample data refreshed: ${jobsStarted} jobs started.`,
      )
      void queryClient.invalidateQueries({ queryKey: jobKeys.all })
    } finally {
      setRefreshing(false)
    }
  }

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
            checked={runOnSchedule}
            onChange={(e) => setRunOnSchedule(e.currentTarget.checked)}
          />
          <Switch
            label="Run after each refresh of its data"
            checked={runAfterRefresh}
            onChange={(e) => setRunAfterRefresh(e.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed" maw={640}>
            {HELP}
          </Text>
          {runAfterRefresh ? (
            <Group align="flex-start" gap="md" wrap="wrap">
              <NumberInput
                label="Check every (minutes)"
                description="1 to 60"
                min={1}
                max={60}
                w={170}
                value={pollMinutes}
                onChange={setPollMinutes}
              />
              <TextInput
                label="Not before"
                description="HH:MM, the job’s time zone"
                placeholder="06:00"
                w={170}
                value={windowStart}
                onChange={(e) => setWindowStart(e.currentTarget.value)}
              />
              <TextInput
                label="Not after"
                description="Later refreshes wait"
                placeholder="20:00"
                w={170}
                value={windowEnd}
                onChange={(e) => setWindowEnd(e.currentTarget.value)}
              />
              <NumberInput
                label="At most one run per (hours)"
                description="Empty: every refresh"
                min={1}
                max={168}
                w={210}
                value={minHours}
                onChange={setMinHours}
              />
            </Group>
          ) : null}
          {job.runAfterRefresh && job.isActive ? (
            <Text size="sm" c="blue" fw={500}>
              {refreshMessages.waitingForRefresh}
            </Text>
          ) : null}
          {job.refreshNote ? (
            <Alert color="red" variant="light" title="Last refresh">
              {job.refreshNote}
            </Alert>
          ) : null}
          {problem ? (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          ) : null}
          <Group gap="sm">
            <Button variant="light" onClick={() => void save()} loading={saving}>
              Save refresh settings
            </Button>
            <Button variant="subtle" onClick={() => void refreshSample()} loading={refreshing}>
              Refresh sample data
            </Button>
          </Group>
        </Stack>
      </Fieldset>
      <TriggerUrlField job={job} onChanged={keep} />
    </Stack>
  )
}

import { JOB_STATE_HELP, jobState, type JobState, type UserJob } from '@herald/contracts'
import { Badge, Group, Text, Tooltip } from '@mantine/core'
import type { ReactNode } from 'react'

/** Badges keep their full text; the column grows instead. */
const noShrink = { flexShrink: 0, overflow: 'visible' } as const

type StatusFields = Pick<UserJob, 'status' | 'jobStatusDetails' | 'jobErrorDetails' | 'ended'>

function Detail({ text, color }: { text: string | null; color: string }) {
  if (!text) return null
  return (
    <Badge color={color} variant="light" tt="none" style={noShrink}>
      {text}
    </Badge>
  )
}

/** A state badge that says what the state means on hover and on keyboard focus (ADR 0051). */
function StateBadge({
  label,
  help,
  color,
  children,
}: {
  label: string
  help: string
  color?: string
  children: ReactNode
}) {
  return (
    <Tooltip label={help} multiline maw={360} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge color={color} tabIndex={0} data-state={label} style={noShrink}>
        {children}
      </Badge>
    </Tooltip>
  )
}

const PLAIN: Partial<Record<JobState, { label: string; color?: string }>> = {
  RUNNING: { label: 'RUNNING', color: 'cyan' },
  PROVISIONING: { label: 'Provisioning' },
  READY: { label: 'Ready', color: 'green' },
  ENDED: { label: 'Ended', color: 'gray' },
}

/**
 * Spec §2 "Status badge": RUNNING info, SUCCESS with its detail, FAILED with the error on hover; each state
 * explains itself in a tooltip, and a job past its end date shows Ended with its last detail.
 */
export function JobStatusBadge(job: StatusFields) {
  const state = jobState(job)
  const { jobStatusDetails, jobErrorDetails } = job
  const plain = PLAIN[state]
  if (plain) {
    return (
      <Group gap={4}>
        <StateBadge label={plain.label} help={JOB_STATE_HELP[state]} color={plain.color}>
          {plain.label}
        </StateBadge>
        {state === 'ENDED' ? <Detail text={jobStatusDetails} color="gray" /> : null}
      </Group>
    )
  }
  switch (state) {
    case 'SUCCESS':
      return (
        <Group gap={4}>
          <StateBadge label="SUCCESS" help={JOB_STATE_HELP.SUCCESS} color="green">
            SUCCESS
          </StateBadge>
          <Detail text={jobStatusDetails} color="green" />
        </Group>
      )
    case 'FAILED':
      return (
        <Group gap={4}>
          <StateBadge label="FAILED" help={jobErrorDetails ?? JOB_STATE_HELP.FAILED} color="red">
            FAILED
          </StateBadge>
          <Detail text={jobStatusDetails} color="red" />
        </Group>
      )
    default:
      return (
        <Text size="sm" c="dimmed" span title={JOB_STATE_HELP.IDLE}>
          --
        </Text>
      )
  }
}

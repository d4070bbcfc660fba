import type { UserJob } from '@herald/contracts'
import { Badge, Group, Text, Tooltip } from '@mantine/core'

/** Badges keep their full text; the column grows instead. */
const noShrink = { flexShrink: 0, overflow: 'visible' } as const

type StatusFields = Pick<UserJob, 'status' | 'jobStatusDetails' | 'jobErrorDetails'>

function Detail({ text, color }: { text: string | null; color: string }) {
  if (!text) return null
  return (
    <Badge color={color} variant="light" tt="none" style={noShrink}>
      {text}
    </Badge>
  )
}

/** Spec §2 "Status badge": RUNNING info, SUCCESS with its detail, FAILED with the error on hover. */
export function JobStatusBadge({ status, jobStatusDetails, jobErrorDetails }: StatusFields) {
  switch (status) {
    case 'RUNNING':
      return <Badge color="cyan">RUNNING</Badge>
    case 'SUCCESS':
      return (
        <Group gap={4} wrap="nowrap">
          <Badge color="green" style={noShrink}>
            SUCCESS
          </Badge>
          <Detail text={jobStatusDetails} color="green" />
        </Group>
      )
    case 'FAILED':
      return (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={jobErrorDetails ?? 'The last run failed.'} multiline maw={360} withArrow>
            <Badge color="red" tabIndex={0} style={noShrink}>
              FAILED
            </Badge>
          </Tooltip>
          <Detail text={jobStatusDetails} color="red" />
        </Group>
      )
    case 'PROVISIONING':
      return <Badge>Provisioning</Badge>
    case 'READY':
      return <Badge color="green">Ready</Badge>
    default:
      return (
        <Text size="sm" c="dimmed" span>
          --
        </Text>
      )
  }
}

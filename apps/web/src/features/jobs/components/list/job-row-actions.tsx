import type { UserJob } from '@herald/contracts'
import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core'
import {
  IconChevronDown,
  IconCopy,
  IconHistory,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
  IconSend,
  IconTrash,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

export type JobAction = 'run' | 'cancelRuns' | 'delete' | 'clone' | 'testSend'

interface JobRowActionsProps {
  job: UserJob
  trialExpired: boolean
  /** Actions of this row waiting for the server. */
  busy: ReadonlySet<JobAction>
  onAction: (action: JobAction, job: UserJob) => void
}

const ICON = { size: 18, stroke: 1.7 } as const

function Hint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow openDelay={250}>
      {children}
    </Tooltip>
  )
}

/**
 * Run now, Edit, History, Cancel runs, Delete, Clone: icons in the wide table, a labelled menu on a phone's cards
 * (ADR 0051); each layout draws only its own.
 */
export function JobRowActions({ phone, ...props }: JobRowActionsProps & { phone: boolean }) {
  return <Group wrap="nowrap">{phone ? <JobRowMenu {...props} /> : <JobRowIcons {...props} />}</Group>
}

/** Every action with its name written out, for touch screens where a tooltip never shows. */
function JobRowMenu({ job, trialExpired, busy, onAction }: JobRowActionsProps) {
  const item = (action: JobAction, label: string, icon: ReactNode, color?: string) => (
    <Menu.Item
      leftSection={icon}
      color={color}
      disabled={busy.has(action)}
      onClick={() => onAction(action, job)}
    >
      {label}
    </Menu.Item>
  )
  const link = (to: string, label: string, icon: ReactNode) => (
    <Menu.Item component={Link} to={to} leftSection={icon}>
      {label}
    </Menu.Item>
  )
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy.size > 0}
          aria-label={`Actions for ${job.name}`}
        >
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {item(
          'run',
          trialExpired ? 'Run now (Trial Expired)' : 'Run now',
          <IconPlayerPlay {...ICON} />,
          trialExpired ? 'gray' : 'green',
        )}
        {link(`/user-jobs/${job.id}/edit`, 'Edit', <IconPencil {...ICON} />)}
        {link(`/user-jobs/${job.id}/history`, 'History', <IconHistory {...ICON} />)}
        {item('cancelRuns', 'Cancel runs', <IconPlayerStop {...ICON} />, 'orange')}
        {item('clone', 'Clone', <IconCopy {...ICON} />)}
        {item('testSend', 'Send test to yourself', <IconSend {...ICON} />, 'violet')}
        <Menu.Divider />
        {item('delete', 'Delete', <IconTrash {...ICON} />, 'red')}
      </Menu.Dropdown>
    </Menu>
  )
}

/** The icon buttons, named for screen readers and hinted on hover. */
function JobRowIcons({ job, trialExpired, busy, onAction }: JobRowActionsProps) {
  const act = (action: JobAction, label: string, icon: ReactNode, color?: string) => (
    <ActionIcon
      variant="subtle"
      color={color}
      aria-label={label}
      loading={busy.has(action)}
      onClick={() => onAction(action, job)}
      style={action === 'run' && trialExpired ? { opacity: 0.45 } : undefined}
    >
      {icon}
    </ActionIcon>
  )
  const link = (to: string, label: string, icon: ReactNode) => (
    <ActionIcon variant="subtle" component={Link} to={to} aria-label={label}>
      {icon}
    </ActionIcon>
  )

  return (
    <Group gap={2} wrap="nowrap">
      <Hint label={trialExpired ? 'Trial Expired' : 'Run now'}>
        {act('run', 'Run now', <IconPlayerPlay {...ICON} />, trialExpired ? 'gray' : 'green')}
      </Hint>
      <Hint label="Edit">{link(`/user-jobs/${job.id}/edit`, 'Edit', <IconPencil {...ICON} />)}</Hint>
      <Hint label="History">
        {link(`/user-jobs/${job.id}/history`, 'History', <IconHistory {...ICON} />)}
      </Hint>
      <Hint label="Cancel runs">
        {act('cancelRuns', 'Cancel runs', <IconPlayerStop {...ICON} />, 'orange')}
      </Hint>
      <Hint label="Delete">{act('delete', 'Delete', <IconTrash {...ICON} />, 'red')}</Hint>
      <Hint label="Clone">{act('clone', 'Clone', <IconCopy {...ICON} />)}</Hint>
      <Hint label="Send test to yourself">
        {act('testSend', 'Send test', <IconSend {...ICON} />, 'violet')}
      </Hint>
    </Group>
  )
}

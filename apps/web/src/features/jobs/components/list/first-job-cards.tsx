import { Anchor, Button, Group, List, Text } from '@mantine/core'
import { IconCalendarEvent, IconPlus, IconRocket } from '@tabler/icons-react'
import { Link } from 'react-router'
import { SectionCard } from '../../../../components/section-card.tsx'
import { docsLink } from '../../../../config/site-links.ts'

/** Spec §2: the 30-minute intro call, on the server's configured booking page (shown only when there is one). */
export function ScheduleCallCard({ bookingUrl }: { bookingUrl: string }) {
  return (
    <SectionCard fill icon={<IconCalendarEvent size={22} aria-hidden />} title="Schedule a call">
      <Text size="sm">
        Book a free 30-minute intro call with our team: we will set up your first report job with you.
      </Text>
      <Text size="sm" c="dimmed">
        Web conference details are sent on confirmation.
      </Text>
      <Group gap="sm">
        <Button component="a" href={bookingUrl} target="_blank" rel="noopener noreferrer">
          Schedule a call
        </Button>
        <Anchor component={Link} to={docsLink('pricing')} size="sm">
          View all plan details
        </Anchor>
      </Group>
    </SectionCard>
  )
}

/** An account without jobs learns how to make the first one (issue 14). */
export function FirstJobGuide({ canCreateJobs }: { canCreateJobs: boolean }) {
  return (
    <SectionCard fill icon={<IconRocket size={22} aria-hidden />} title="Make your first job">
      <List type="ordered" size="sm" spacing={6}>
        <List.Item>
          <b>Add New Job</b>: name it and choose its schedule and time zone. Its first run is 15 minutes after
          you save it, then it follows the schedule.
        </List.Item>
        <List.Item>
          <b>Generate PDF</b>: pick a report (the built-in <i>Sample data</i> works at once) and add one row
          per file, each with its filter value and its recipients — or upload them from a spreadsheet.
        </List.Item>
        <List.Item>
          <b>Send Email</b>: write the subject and the message, then <b>Finish</b>. <b>Run now</b> sends it at
          once; <b>History</b> shows every file and email.
        </List.Item>
      </List>
      <Group gap="sm">
        {canCreateJobs ? (
          <Button component={Link} to="/user-jobs/new" leftSection={<IconPlus size={16} />}>
            Create my first job
          </Button>
        ) : null}
        <Anchor component={Link} to={docsLink('tutorials')} size="sm">
          Read the step-by-step tutorial
        </Anchor>
      </Group>
    </SectionCard>
  )
}

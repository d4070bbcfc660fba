import { Grid } from '@mantine/core'
import { FirstJobGuide, ScheduleCallCard } from './first-job-cards.tsx'

interface JobListCardsProps {
  showGuide: boolean
  canCreateJobs: boolean
  callUrl: string | null
}

/** Under the list: how to make the first job, and a call to book, side by side on a wide screen. */
export function JobListCards({ showGuide, canCreateJobs, callUrl }: JobListCardsProps) {
  if (!showGuide && callUrl === null) return null
  return (
    <Grid gap="md" align="stretch">
      {showGuide ? (
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <FirstJobGuide canCreateJobs={canCreateJobs} />
        </Grid.Col>
      ) : null}
      {callUrl !== null ? (
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ScheduleCallCard bookingUrl={callUrl} />
        </Grid.Col>
      ) : null}
    </Grid>
  )
}

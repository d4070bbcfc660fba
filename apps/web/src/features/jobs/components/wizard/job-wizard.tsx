import type { UserJob } from '@herald/contracts'
import { Anchor, Breadcrumbs, Button, Paper, Stack, Stepper, Text, Title } from '@mantine/core'
import { useState, useSyncExternalStore } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useLeaveGuard } from '../../../../lib/leave-guard.ts'
import { createWizardDrafts, type WizardStep } from '../../lib/wizard-drafts.ts'
import { EmailStep } from './email-step/email-step.tsx'
import { ReportStep } from './report-step/report-step.tsx'
import { RunTriggersPanel } from './run-triggers/run-triggers-panel.tsx'
import { LeaveWizardDialog } from './leave-wizard-dialog.tsx'
import { ScheduleForm } from './schedule-form.tsx'
import { WizardDraftsContext } from './wizard-drafts-context.tsx'

export const WIZARD_STEPS = ['Schedule Report', 'Generate PDF', 'Send Email'] as const
const LIST = '/user-jobs?skipRefresh=true'

/** 1-based `?step=` of a saved job; a new job is always on step 1. */
function useStep(saved: boolean): [number, (index: number) => void] {
  const [params, setParams] = useSearchParams()
  const requested = Number(params.get('step'))
  const index = saved && requested >= 1 && requested <= WIZARD_STEPS.length ? requested - 1 : 0
  const go = (next: number) => setParams(next === 0 ? {} : { step: String(next + 1) })
  return [index, go]
}

/** The job wizard (spec §2): Schedule Report, Generate PDF, Send Email. */
export function JobWizard({ job }: { job?: UserJob }) {
  const navigate = useNavigate()
  const [active, setActive] = useStep(job !== undefined)
  const { pathname } = useLocation()
  // Each step's unsaved values, kept while the stepper shows another step (ADR 0053).
  const [drafts] = useState(createWizardDrafts)
  const unsaved = useSyncExternalStore(drafts.subscribe, drafts.snapshot)
  // Moving between steps changes only ?step=; anything else leaves the wizard.
  const guard = useLeaveGuard(
    unsaved !== '',
    (next) => next.pathname !== pathname && drafts.unsaved().length > 0,
  )

  const saved = (result: UserJob) => {
    if (job) setActive(1)
    else void navigate(`/user-jobs/${result.id}/edit?step=2`, { replace: true })
  }

  return (
    <WizardDraftsContext value={drafts}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Breadcrumbs>
            <Anchor component={Link} to={LIST} size="sm">
              Job Summary
            </Anchor>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {job?.name ?? 'New Job'}
            </Text>
          </Breadcrumbs>
          <Title order={2}>{job ? 'Edit Job' : 'Create a New Job'}</Title>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stepper
            active={active}
            onStepClick={setActive}
            allowNextStepsSelect={job !== undefined}
            size="sm"
            aria-label="Job wizard steps"
          >
            <Stepper.Step label={WIZARD_STEPS[0]} description="Name and schedule">
              <ScheduleForm
                job={job}
                submitLabel="Save & Next"
                secondaryAction={
                  <Button variant="default" disabled>
                    Previous
                  </Button>
                }
                onSaved={saved}
              />
              {job ? <RunTriggersPanel job={job} /> : null}
            </Stepper.Step>
            <Stepper.Step label={WIZARD_STEPS[1]} description="Report and filters">
              <ReportStep job={job} onPrevious={() => setActive(0)} onNext={() => setActive(2)} />
            </Stepper.Step>
            <Stepper.Step label={WIZARD_STEPS[2]} description="Sender and message">
              {job ? <EmailStep job={job} onPrevious={() => setActive(1)} /> : null}
            </Stepper.Step>
          </Stepper>
        </Paper>
        <LeaveWizardDialog
          opened={guard.held}
          unsaved={unsaved === '' ? [] : (unsaved.split(',') as WizardStep[])}
          onLeave={() => {
            guard.proceed()
            drafts.clear()
          }}
          onStay={guard.stay}
        />
      </Stack>
    </WizardDraftsContext>
  )
}

import type { UserJob } from '@herald/contracts'
import { Button, Paper, Stack, Stepper } from '@mantine/core'
import { useNavigate, useSearchParams } from 'react-router'
import { EmailStep } from './email-step/email-step.tsx'
import { ReportStep } from './report-step/report-step.tsx'
import { RunTriggersPanel } from './run-triggers/run-triggers-panel.tsx'
import { LeaveWizardDialog } from './leave-wizard-dialog.tsx'
import { ScheduleForm } from './schedule-form.tsx'
import { useWizardLeaveGuard } from './use-wizard-leave-guard.ts'
import { WizardHeader } from './wizard-header.tsx'
import { WizardDraftsContext } from './wizard-drafts-context.tsx'

export const WIZARD_STEPS = ['Schedule Report', 'Generate PDF', 'Send Email'] as const

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
  const leaving = useWizardLeaveGuard()

  const saved = (result: UserJob) => {
    if (job) setActive(1)
    else void navigate(`/user-jobs/${result.id}/edit?step=2`, { replace: true })
  }

  return (
    <WizardDraftsContext value={leaving.drafts}>
      <Stack gap="lg">
        <WizardHeader job={job} />
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
          opened={leaving.held}
          unsaved={leaving.unsaved}
          onLeave={leaving.leave}
          onStay={leaving.stay}
        />
      </Stack>
    </WizardDraftsContext>
  )
}

import { WithJob } from '../job-load-state.tsx'
import { JobWizard } from './job-wizard.tsx'

/** /user-jobs/:id/edit: a spinner while the job loads, then the wizard. */
export function JobEditPage() {
  return <WithJob>{(job) => <JobWizard key={job.id} job={job} />}</WithJob>
}

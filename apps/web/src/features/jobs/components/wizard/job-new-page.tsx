import { JobWizard } from './job-wizard.tsx'

/** /user-jobs/new */
export function JobNewPage() {
  return <JobWizard />
}

import { WithJob } from '../job-load-state.tsx'
import { JobDetailView } from './job-detail-view.tsx'

/** /user-jobs/:id: the same fields; Edit opens the wizard. */
export function JobDetailPage() {
  return <WithJob>{(job) => <JobDetailView job={job} editTo={`/user-jobs/${job.id}/edit`} />}</WithJob>
}

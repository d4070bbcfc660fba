import { WithJob } from '../job-load-state.tsx'
import { JobDetailView } from './job-detail-view.tsx'

/** /entity/user-jobs/:id */
export function EntityJobDetailPage() {
  return <WithJob>{(job) => <JobDetailView job={job} editTo={`/entity/user-jobs/${job.id}/edit`} />}</WithJob>
}

import type { FileStore } from '../../platform/storage/file-store.ts'
import type { DeliveryDeps } from '../delivery/index.ts'

/** What Job History needs: the database and clock, the file store for downloads, and what "Send Emails" needs. */
export interface HistoryDeps extends Pick<DeliveryDeps, 'db' | 'queue' | 'clock' | 'mailFrom'> {
  files: FileStore
}

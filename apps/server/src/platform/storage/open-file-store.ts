import type { FileStore } from './file-store.ts'
import { createLocalFileStore } from './local-file-store.ts'
import { createS3FileStore, type S3Location } from './s3-file-store.ts'

export type StorageLocation = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Location)

export interface OpenedFileStore {
  files: FileStore
  close(): void
}

/**
 * The configured file store, checked: an S3 bucket must answer (HeadBucket) before anything is
 * rendered into it. Rejects with the store's own reason; the caller says what to set.
 */
export async function openFileStore(location: StorageLocation): Promise<OpenedFileStore> {
  if (location.kind === 'local') return { files: createLocalFileStore(location.dir), close() {} }
  const files = createS3FileStore(location)
  try {
    await files.check()
  } catch (error) {
    files.close()
    throw error
  }
  return { files, close: () => files.close() }
}

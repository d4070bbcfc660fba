/**
 * Generated files (PDF, PPTX, XLSX) stored by opaque id; names and metadata live in the database. Kept
 * to four calls so the local store and the S3-compatible one (DESIGN.md §3, for several workers; ADR 0028)
 * implement it alike: put = PutObject under a fresh key, get/stream = GetObject, delete = DeleteObject.
 */
export interface FileStore {
  /**
   * Stores bytes under a new opaque id, atomically: a crash never leaves a truncated file behind that id.
   * Throws StorageFullError when the storage has no room left, and then leaves nothing behind.
   */
  put(bytes: Buffer): Promise<StoredFile>
  /** Throws FileNotFoundError if no file has this id (or the id is not one this store could have made). */
  get(id: string): Promise<Buffer>
  /** For downloads; a missing file surfaces as a FileNotFoundError on the stream's 'error' event. */
  stream(id: string): NodeJS.ReadableStream
  /** Idempotent: deleting a missing file succeeds. */
  delete(id: string): Promise<void>
}

export interface StoredFile {
  id: string
  size: number
  /** Hex SHA-256 of the bytes, for integrity checks and de-duplication. */
  sha256: string
}

export class FileNotFoundError extends Error {
  override name = 'FileNotFoundError'

  constructor(id: string, reason = 'No stored file has this id') {
    super(`${reason}: ${JSON.stringify(id.slice(0, 80))}`)
  }
}

/** The storage has no room for the bytes (a full disk or an exhausted quota); worth trying again later. */
export class StorageFullError extends Error {
  override name = 'StorageFullError'

  constructor(cause: unknown) {
    super('No space left in the file store', { cause })
  }
}

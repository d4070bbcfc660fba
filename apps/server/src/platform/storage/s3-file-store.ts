import { createHash, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3'
import { FileNotFoundError, StorageFullError, type FileStore } from './file-store.ts'
import { createS3Client, type S3ClientOptions } from './s3-client.ts'
import { uploadMultipart } from './s3-multipart-upload.ts'

/** The only ids this store makes (randomUUID); anything else is refused before any request. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export interface S3Location extends S3ClientOptions {
  bucket: string
  /** Key prefix without leading or trailing slash; '' for the bucket's root. */
  prefix: string
}

export interface S3FileStore extends FileStore {
  /** Resolves when the bucket answers to these credentials; rejects with the store's reason otherwise. */
  check(): Promise<void>
  /** Closes the client's connections. */
  close(): void
}

/**
 * Files in an S3-compatible bucket at `<prefix>/<first 2 id chars>/<id>`. Every file is written as a
 * multipart upload (`uploadMultipart`), so no object exists until all of it does (ADR 0028). Reads stream
 * the object's body; any machine with the same bucket reads any id.
 */
export function createS3FileStore(
  location: S3Location,
  { idleTimeoutMs = 60_000 }: { idleTimeoutMs?: number } = {},
): S3FileStore {
  // Reads and writes are retried by the queue (renders) or the user (downloads), not held up here. A store
  // that connects but stops answering fails the request after `idleTimeoutMs` (retried as above), instead of
  // holding a render slot or a download forever.
  const client = createS3Client(location, { idleTimeoutMs, maxAttempts: 3 })
  const Bucket = location.bucket

  const keyOf = (id: string) => objectKey(location.prefix, id)
  const open = (id: string) => openObject(client, location, id)

  return {
    async put(bytes) {
      const id = randomUUID()
      try {
        await uploadMultipart(client, { Bucket, Key: keyOf(id) }, bytes)
      } catch (error) {
        throw isFull(error) ? new StorageFullError(error) : error
      }
      return { id, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
    },
    async get(id) {
      const body = await open(id)
      const chunks: Buffer[] = []
      for await (const chunk of body) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    },
    stream(id) {
      // Opened lazily inside the stream, so a bad or missing id arrives as the stream's error event.
      return Readable.from(
        (async function* () {
          yield* await open(id)
        })(),
        { objectMode: false },
      )
    },
    async delete(id) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }))
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }))
    },
    close() {
      client.destroy()
    },
  }
}

/** `<prefix>/<first 2 id chars>/<id>`; an id this store did not make is not found, before any request. */
function objectKey(prefix: string, id: string): string {
  if (!ID.test(id)) throw new FileNotFoundError(id, 'Not a valid file id')
  return `${prefix ? `${prefix}/` : ''}${id.slice(0, 2)}/${id}`
}

/** The object's body as a stream; a missing object (or an id this store did not make) is a FileNotFoundError. */
async function openObject(client: S3Client, location: S3Location, id: string): Promise<Readable> {
  const Key = objectKey(location.prefix, id)
  try {
    const { Body } = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key }))
    if (!(Body instanceof Readable)) throw new FileNotFoundError(id, 'The file store sent no content')
    return Body
  } catch (error) {
    throw isMissing(error) ? new FileNotFoundError(id) : error
  }
}

const codeOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.name : (error as { name?: string } | undefined)?.name

const isMissing = (error: unknown) =>
  codeOf(error) === 'NoSuchKey' || codeOf(error) === 'NotFound' || statusOf(error) === 404

/** Over quota (MinIO's XMinioStorageFull, a provider's QuotaExceeded) or the server out of space (507). */
const isFull = (error: unknown) =>
  ['XMinioStorageFull', 'QuotaExceeded', 'StorageFull', 'InsufficientStorage'].includes(
    codeOf(error) ?? '',
  ) || statusOf(error) === 507

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode

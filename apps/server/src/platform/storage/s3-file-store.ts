import { createHash, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3'
import { FileNotFoundError, StorageFullError, type FileStore } from './file-store.ts'

/** The only ids this store makes (randomUUID); anything else is refused before any request. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** Part size of an upload (S3's minimum is 5 MiB for every part but the last); a 40 MB file is 5 parts. */
const PART_BYTES = 8 * 1024 * 1024

export interface S3Location {
  bucket: string
  /** Key prefix without leading or trailing slash; '' for the bucket's root. */
  prefix: string
  endpoint: string | undefined
  region: string
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  forcePathStyle: boolean
}

export interface S3FileStore extends FileStore {
  /** Resolves when the bucket answers to these credentials; rejects with the store's reason otherwise. */
  check(): Promise<void>
  /** Closes the client's connections. */
  close(): void
}

/**
 * Files in an S3-compatible bucket at `<prefix>/<first 2 id chars>/<id>`. Every file is written as a
 * multipart upload, each part with its length and Content-MD5: the object exists only once
 * CompleteMultipartUpload names every part, so a crash or a cut connection mid-upload leaves no object
 * at all — not even on servers that would store a truncated single PUT (ADR 0028). A failed upload is
 * aborted; one a crash abandons stays invisible until the bucket's lifecycle rule removes it. Reads
 * stream the object's body; any machine with the same bucket reads any id.
 */
export function createS3FileStore(
  location: S3Location,
  { idleTimeoutMs = 60_000 }: { idleTimeoutMs?: number } = {},
): S3FileStore {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials:
      location.accessKeyId && location.secretAccessKey
        ? { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey }
        : undefined,
    // Reads and writes are retried by the queue (renders) or the user (downloads), not held up here.
    maxAttempts: 3,
    // A store that connects but stops answering fails the request after `idleTimeoutMs` without a byte either
    // way (retried as above), instead of holding a render slot or a download forever.
    requestHandler: { connectionTimeout: 10_000, socketTimeout: idleTimeoutMs },
    // Content-MD5, which every S3-compatible store checks, instead of the newer checksum headers some lack.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = location.bucket

  function keyOf(id: string): string {
    if (!ID.test(id)) throw new FileNotFoundError(id, 'Not a valid file id')
    return `${location.prefix ? `${location.prefix}/` : ''}${id.slice(0, 2)}/${id}`
  }

  async function open(id: string): Promise<Readable> {
    const Key = keyOf(id)
    try {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }))
      if (!(Body instanceof Readable)) throw new FileNotFoundError(id, 'The file store sent no content')
      return Body
    } catch (error) {
      throw isMissing(error) ? new FileNotFoundError(id) : error
    }
  }

  async function upload(Key: string, bytes: Buffer): Promise<void> {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))
    try {
      const Parts: CompletedPart[] = []
      for (let offset = 0, PartNumber = 1; offset < bytes.length || PartNumber === 1; PartNumber++) {
        const Body = bytes.subarray(offset, offset + PART_BYTES)
        offset += PART_BYTES
        const { ETag } = await client.send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber,
            Body,
            ContentLength: Body.length,
            ContentMD5: createHash('md5').update(Body).digest('base64'),
          }),
        )
        Parts.push({ ETag, PartNumber })
      }
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts } }),
      )
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {})
      throw error
    }
  }

  return {
    async put(bytes) {
      const id = randomUUID()
      try {
        await upload(keyOf(id), bytes)
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

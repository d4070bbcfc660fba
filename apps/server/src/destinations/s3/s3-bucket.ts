import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  HeadBucketCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { guardedAgents } from '../../platform/net/http-call.ts'
import { createS3Client } from '../../platform/storage/s3-client.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'
import { dropFolder } from '../drop-path.ts'

/** A customer's bucket as a stored S3 destination names it, with its (opened) credentials. */
export interface S3Bucket {
  bucket: string
  region: string
  endpoint: string | undefined
  forcePathStyle: boolean
  accessKeyId: string
  secretAccessKey: string
}

/**
 * Runs `use` with an S3 client for the customer's bucket whose connections go through the SSRF guard
 * (BI_PRIVATE_HOSTS, checked in each connection's lookup; an IP-literal endpoint is checked first, as no lookup
 * happens for it). Its own retries are off: the delivery ledger retries with its backoff (ADR 0048). The
 * credentials are always the destination's own, never the machine's (no default credential chain).
 */
export async function withBucket<T>(
  runtime: DestinationRuntime,
  target: S3Bucket,
  use: (client: S3Client) => Promise<T>,
): Promise<T> {
  if (target.endpoint) runtime.guard.checkLiteral(new URL(target.endpoint).hostname)
  const client = createS3Client(target, {
    idleTimeoutMs: runtime.callTimeoutMs,
    maxAttempts: 1,
    agents: guardedAgents(runtime.guard),
  })
  try {
    return await use(client)
  } finally {
    client.destroy()
  }
}

/** The prefix's fixed part, before any row token, cut back to its last '/': where every row's files go below. */
export function fixedPrefix(prefix: string): string {
  const fixed = prefix.split('{')[0]!
  return fixed.slice(0, fixed.lastIndexOf('/') + 1)
}

/** The object key of `name` under the prefix once its row tokens are filled; undefined if it climbs with "..". */
export function objectKey(filledPrefix: string, name: string): string | undefined {
  const folder = dropFolder(filledPrefix)
  if (folder === undefined) return undefined
  const base = folder === '.' ? '' : folder.replace(/^\/+/, '')
  return base ? `${base}/${name}` : name
}

/**
 * Checks that the bucket is there and the key may write under the prefix, leaving nothing behind. HeadBucket
 * first: 404 is a missing bucket and 301 another region on every store, while its 403 may only mean the key
 * lacks s3:ListBucket, which a write-only drop key rarely has — so then a multipart upload is started (what
 * every delivery needs, s3:PutObject) and aborted at once; its refusal names the reason (AccessDenied,
 * InvalidAccessKeyId, SignatureDoesNotMatch).
 */
export async function probeWrite(client: S3Client, Bucket: string, prefix: string): Promise<void> {
  await client.send(new HeadBucketCommand({ Bucket })).catch((error: unknown) => {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 403) throw error
  })
  const Key = `${fixedPrefix(prefix)}.herald-access-check`
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))
  await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {})
}

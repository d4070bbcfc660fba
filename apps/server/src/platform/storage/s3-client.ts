import type { Agent as HttpAgent } from 'node:http'
import type { Agent as HttpsAgent } from 'node:https'
import { S3Client } from '@aws-sdk/client-s3'

/** Where a bucket is and who may use it: the file store's bucket, or a customer's drop bucket (ADR 0050). */
export interface S3ClientOptions {
  endpoint: string | undefined
  region: string
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  forcePathStyle: boolean
}

/**
 * An S3 client as Herald uses it: Content-MD5 (which every S3-compatible store checks) instead of the newer
 * checksum headers some lack, a connection deadline, and a request that sends or receives nothing for
 * `idleTimeoutMs` fails instead of hanging. `agents` route the connections (a destination's go through the
 * SSRF guard); `maxAttempts` 1 leaves retries to whoever calls (the delivery ledger).
 */
export function createS3Client(
  options: S3ClientOptions,
  {
    idleTimeoutMs = 60_000,
    maxAttempts = 3,
    agents,
  }: { idleTimeoutMs?: number; maxAttempts?: number; agents?: { http: HttpAgent; https: HttpsAgent } } = {},
): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    maxAttempts,
    requestHandler: {
      connectionTimeout: 10_000,
      socketTimeout: idleTimeoutMs,
      ...(agents ? { httpAgent: agents.http, httpsAgent: agents.https } : {}),
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

import { uploadMultipart } from '../../platform/storage/s3-multipart-upload.ts'
import { checkDestinationUrl } from '../check-url.ts'
import { DestinationSettingsError, type DestinationDriver } from '../destination.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'
import { climbingPath, droppedFile } from '../drop-path.ts'
import { fixedPrefix, objectKey, probeWrite, withBucket, type S3Bucket } from './s3-bucket.ts'
import { s3Outcome, type S3Place } from './s3-errors.ts'

/**
 * S3 drops (ADR 0050): the customer's bucket (Amazon S3 or an S3-compatible store), their access key, and a
 * prefix with row tokens. Each file is written with the file store's multipart upload to `<prefix>/<name>`:
 * the object appears only once whole, and a retry writes the same key again, replacing it whole — idempotent.
 * Refused credentials, a missing bucket or a wrong region fail for good with what to fix; throttling, 5xx and
 * broken connections are retried by the ledger.
 */
export function s3Destination(runtime: DestinationRuntime): DestinationDriver<'S3'> {
  const placeOf = (settings: Readonly<Record<string, string>>): S3Place => ({
    bucket: settings.bucket ?? '',
    prefix: fixedPrefix(settings.prefix ?? ''),
    host: settings.endpoint ? new URL(settings.endpoint).host : undefined,
  })
  return {
    type: 'S3',
    idempotent: true,
    async configure(input) {
      const endpoint = input.endpoint
        ? (await checkDestinationUrl(runtime, input.endpoint)).origin
        : undefined
      const settings: Record<string, string> = {
        bucket: input.bucket,
        prefix: input.prefix,
        region: input.region,
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle: String(input.forcePathStyle),
        accessKeyId: `…${input.accessKeyId.slice(-4)}`,
      }
      const target: S3Bucket = { ...input, endpoint }
      try {
        await withBucket(runtime, target, (client) => probeWrite(client, input.bucket, input.prefix))
      } catch (error) {
        const outcome = s3Outcome(error, placeOf(settings))
        throw new DestinationSettingsError('error' in outcome ? outcome.error : String(error))
      }
      return {
        settings,
        secret: { accessKeyId: input.accessKeyId, secretAccessKey: input.secretAccessKey },
      }
    },
    label: (settings) => `S3 ${settings.bucket ?? ''}/${settings.prefix ?? ''}`.replace(/\/$/, ''),
    async deliver(target, item) {
      const file = droppedFile(item)
      const Key = objectKey(item.text(target.settings.prefix ?? ''), file.name)
      if (!Key) return climbingPath(`The prefix ${target.settings.prefix}`)
      const bucket: S3Bucket = {
        bucket: target.settings.bucket!,
        region: target.settings.region!,
        endpoint: target.settings.endpoint || undefined,
        forcePathStyle: target.settings.forcePathStyle === 'true',
        accessKeyId: target.secret.accessKeyId!,
        secretAccessKey: target.secret.secretAccessKey!,
      }
      try {
        await withBucket(runtime, bucket, (client) =>
          uploadMultipart(client, { Bucket: bucket.bucket, Key, ContentType: file.contentType }, file.bytes),
        )
        return { kind: 'sent', detail: `written to s3://${bucket.bucket}/${Key}` }
      } catch (error) {
        return s3Outcome(error, placeOf(target.settings))
      }
    },
  }
}

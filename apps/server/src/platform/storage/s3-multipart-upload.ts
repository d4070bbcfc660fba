import { createHash } from 'node:crypto'
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3'

/** Part size of an upload (S3's minimum is 5 MiB for every part but the last); a 40 MB file is 5 parts. */
const PART_BYTES = 8 * 1024 * 1024

/**
 * Writes `bytes` to `Key` as a multipart upload, each part with its length and Content-MD5: the object exists
 * only once CompleteMultipartUpload names every part, so a crash or a cut connection mid-upload leaves no
 * object at all — not even on servers that would store a truncated single PUT (ADR 0028) — and an upload of
 * the same key replaces the object whole. A failed upload is aborted; one a crash abandons stays invisible
 * until the bucket's lifecycle rule removes it.
 */
export async function uploadMultipart(
  client: S3Client,
  target: { Bucket: string; Key: string; ContentType?: string },
  bytes: Buffer,
): Promise<void> {
  const { Bucket, Key } = target
  const { UploadId } = await client.send(new CreateMultipartUploadCommand(target))
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

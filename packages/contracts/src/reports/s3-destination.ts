import { z } from 'zod/mini'
import { requiredText } from '../field-rules.ts'

/**
 * An S3 drop (ADR 0050): the customer's own bucket (Amazon S3, or an S3-compatible store at `endpoint`), their
 * access key, and a prefix with row tokens under which each row's file is written whole (multipart upload).
 */
export const s3Messages = {
  s3Bucket:
    'Enter the bucket’s name: 3–63 lowercase letters, digits, dots or hyphens, beginning and ending with a letter or digit.',
  s3Prefix: 'Enter a prefix such as reports/ or drops/{filterValue}/ (no ".." and no leading "/").',
  s3Region: 'Enter the bucket’s region, such as eu-west-1 (us-east-1 or auto for most S3-compatible stores).',
  s3AccessKeyId: 'Enter the access key ID (letters and digits, such as AKIA…).',
  s3SecretAccessKey: 'Enter the secret access key that belongs to the access key ID.',
  s3Endpoint:
    'Enter the address of your S3-compatible store, such as https://s3.example.com (leave it empty for Amazon S3).',
} as const

/** S3's bucket naming rules: 3–63 characters, lowercase letters, digits, dots and hyphens (and no '..', below). */
export const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

export const s3DestinationInput = z.object({
  type: z.literal('S3'),
  bucket: z.string().check(
    z.trim(),
    z.regex(S3_BUCKET, s3Messages.s3Bucket),
    z.refine((name) => !name.includes('..'), s3Messages.s3Bucket),
  ),
  /** Where the files go in the bucket; row tokens such as {filterValue} or {runDate:YYYY-MM} are filled per row. */
  prefix: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(900, s3Messages.s3Prefix),
      z.refine(
        (p) => !p.startsWith('/') && !/(^|\/)\.\.(\/|$)/.test(p) && !/[\0\r\n]/.test(p),
        s3Messages.s3Prefix,
      ),
    ),
    '',
  ),
  region: z.string().check(z.trim(), z.regex(/^[a-z0-9][a-z0-9-]{0,49}$/, s3Messages.s3Region)),
  accessKeyId: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, s3Messages.s3AccessKeyId),
      z.maxLength(128, s3Messages.s3AccessKeyId),
      z.regex(/^[A-Za-z0-9._+/=-]+$/, s3Messages.s3AccessKeyId),
    ),
  secretAccessKey: requiredText(256, { required: s3Messages.s3SecretAccessKey }),
  /** An S3-compatible store (MinIO, Cloudflare R2, Wasabi, …); empty: Amazon S3 in `region`. */
  endpoint: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(2048, s3Messages.s3Endpoint),
      z.regex(/^(https?:\/\/[^\s/?#@]+\/?)?$/i, s3Messages.s3Endpoint),
      z.refine((url) => url === '' || URL.canParse(url), s3Messages.s3Endpoint),
    ),
  ),
  /** Address the bucket in the path (`endpoint/bucket/key`) rather than as a host name: most self-hosted stores need it. */
  forcePathStyle: z._default(z.boolean(), false),
})

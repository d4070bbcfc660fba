import { S3ServiceException } from '@aws-sdk/client-s3'
import { describe, expect, it } from 'vitest'
import { destinationMessages } from '@herald/contracts'
import { PrivateAddressError } from '../../platform/net/outbound-guard.ts'
import { s3Outcome } from './s3-errors.ts'

const aws = { bucket: 'acme-reports', prefix: 'finance/', host: undefined }

/** An error as the SDK raises it for an S3 answer (its Code as the name, the status in $metadata). */
function answered(name: string, status: number, headers: Record<string, string> = {}) {
  const error = new S3ServiceException({
    name,
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status },
    message: `${name} said`,
  })
  error.$response = { statusCode: status, headers, body: undefined }
  return error
}

describe('s3Outcome', () => {
  it('refuses for good, saying what to fix, what no retry mends', () => {
    expect(s3Outcome(answered('NoSuchBucket', 404), aws)).toEqual({
      kind: 'failed',
      error: 'The bucket acme-reports does not exist (NoSuchBucket). Check the bucket’s name and region.',
    })
    expect(s3Outcome(answered('AccessDenied', 403), aws)).toEqual({
      kind: 'failed',
      error:
        'The store denied the access key writing to acme-reports/finance/ (AccessDenied). Give it s3:PutObject (and s3:AbortMultipartUpload) on arn:aws:s3:::acme-reports/finance/*, or check the bucket policy.',
    })
    expect(s3Outcome(answered('InvalidAccessKeyId', 403), aws)).toMatchObject({
      kind: 'failed',
      error: expect.stringContaining('Check it, or create a new access key'),
    })
    expect(s3Outcome(answered('SignatureDoesNotMatch', 403), aws)).toMatchObject({
      kind: 'failed',
      error: expect.stringContaining('The secret access key does not belong to the access key ID'),
    })
    expect(s3Outcome(answered('EntityTooLarge', 400), aws)).toEqual({
      kind: 'failed',
      error: 'The S3 store refused the file (EntityTooLarge, HTTP 400): EntityTooLarge said',
    })
  })

  it('names the bucket’s region when S3 redirects (HEAD answers carry only the header)', () => {
    expect(s3Outcome(answered('Unknown', 301, { 'x-amz-bucket-region': 'eu-west-1' }), aws)).toEqual({
      kind: 'failed',
      error:
        'The bucket acme-reports is in another region, eu-west-1 (PermanentRedirect). Set the destination’s region to the bucket’s.',
    })
    expect(s3Outcome(answered('Unknown', 400, { 'x-amz-bucket-region': 'ap-south-1' }), aws)).toMatchObject({
      kind: 'failed',
      error: expect.stringContaining('is in another region, ap-south-1'),
    })
    expect(s3Outcome(answered('NotFound', 404), { ...aws, host: 's3.example.com' })).toMatchObject({
      error: expect.stringContaining('does not exist at s3.example.com (NoSuchBucket)'),
    })
  })

  it('retries throttling, the store’s own failures and broken connections', () => {
    for (const [name, status] of [
      ['SlowDown', 503],
      ['InternalError', 500],
      ['RequestTimeout', 400],
      ['TooManyRequests', 429],
    ] as const)
      expect(s3Outcome(answered(name, status), aws)).toMatchObject({ kind: 'retry' })
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    expect(s3Outcome(reset, aws)).toEqual({
      kind: 'retry',
      error: 'The S3 store could not be reached or broke off (ECONNRESET).',
    })
  })

  it('fails an address no administrator allowed', () => {
    expect(s3Outcome(new PrivateAddressError('minio.internal'), aws)).toEqual({
      kind: 'failed',
      error: destinationMessages.privateHost('minio.internal'),
    })
  })
})

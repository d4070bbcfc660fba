import { S3ServiceException } from '@aws-sdk/client-s3'
import { destinationMessages } from '@herald/contracts'
import { PrivateAddressError } from '../../platform/net/outbound-guard.ts'
import type { DeliveryOutcome } from '../destination.ts'

/** The bucket an answer is about, as the user named it, for the messages. */
export interface S3Place {
  bucket: string
  /** The key prefix the access key must be allowed to write under (its fixed part, before any row token). */
  prefix: string
  /** The store's host when it is not Amazon S3. */
  host: string | undefined
}

/** Answers S3 itself says are passing: throttling and the service's own trouble. */
const PASSING = new Set([
  'SlowDown',
  'InternalError',
  'ServiceUnavailable',
  'RequestTimeout',
  'RequestTimeTooSkewed',
  'OperationAborted',
  'Throttling',
  'ThrottlingException',
])
const WRONG_REGION = new Set([
  'PermanentRedirect',
  'AuthorizationHeaderMalformed',
  'IllegalLocationConstraintException',
])

/** What the user must fix, for the S3 error codes no retry mends. */
function permanentMessage(code: string, place: S3Place, region: string | undefined): string | undefined {
  const where = place.host ? ` at ${place.host}` : ''
  switch (code) {
    case 'NoSuchBucket':
      return `The bucket ${place.bucket} does not exist${where} (NoSuchBucket). Check the bucket’s name${place.host ? ' and the endpoint' : ' and region'}.`
    case 'AccessDenied':
      return `The store denied the access key writing to ${place.bucket}/${place.prefix} (AccessDenied). Give it s3:PutObject (and s3:AbortMultipartUpload) on arn:aws:s3:::${place.bucket}/${place.prefix}*, or check the bucket policy.`
    case 'InvalidAccessKeyId':
      return `The store does not know this access key ID (InvalidAccessKeyId). Check it, or create a new access key and add the destination again.`
    case 'SignatureDoesNotMatch':
      return `The secret access key does not belong to the access key ID (SignatureDoesNotMatch). Check the secret, or create a new access key and add the destination again.`
    case 'AllAccessDisabled':
    case 'AccountProblem':
      return `The store has disabled access to ${place.bucket} (${code}). Ask the bucket’s owner to restore it.`
    case 'InvalidBucketName':
      return `The store refuses the bucket name ${place.bucket} (InvalidBucketName).`
    default:
      if (WRONG_REGION.has(code))
        return `The bucket ${place.bucket} is in another region${region ? `, ${region}` : ''} (${code}). Set the destination’s region to the bucket’s.`
      return undefined
  }
}

/** The region S3 says a bucket is in (a redirect's header, or the Region of AuthorizationHeaderMalformed). */
function regionOf(error: S3ServiceException): string | undefined {
  const header = error.$response?.headers?.['x-amz-bucket-region']
  const said = (error as unknown as { Region?: unknown; BucketRegion?: unknown }).Region
  return typeof header === 'string' ? header : typeof said === 'string' ? said : undefined
}

/**
 * An S3 failure as an outcome (ADR 0050): a missing bucket, refused credentials, a wrong region or a 4xx are
 * refused for good with what to fix; throttling (SlowDown, 429, 503) and 5xx are retried by the ledger with
 * its backoff; a store out of reach or a connection cut mid-upload is retried too — the upload of the same key
 * lands whole or not at all.
 */
export function s3Outcome(error: unknown, place: S3Place): DeliveryOutcome {
  if (error instanceof PrivateAddressError || (error as Error)?.name === 'PrivateAddressError')
    return {
      kind: 'failed',
      error: destinationMessages.privateHost((error as PrivateAddressError).host ?? place.host ?? ''),
    }
  if (error instanceof S3ServiceException) {
    const code = error.name
    const status = error.$metadata?.httpStatusCode ?? 0
    const permanent = permanentMessage(code, place, regionOf(error))
    if (permanent) return { kind: 'failed', error: permanent }
    const said = `${code}${status ? `, HTTP ${status}` : ''}`
    if (PASSING.has(code) || status === 408 || status === 429 || status >= 500 || status === 0)
      return { kind: 'retry', error: `The S3 store is busy or failing (${said}).` }
    // A HEAD answer has no body: S3 says a wrong region by a 301, or a 400 naming the bucket's region.
    if (status === 301 || (status === 400 && regionOf(error)))
      return { kind: 'failed', error: permanentMessage('PermanentRedirect', place, regionOf(error))! }
    if (status === 403) return { kind: 'failed', error: permanentMessage('AccessDenied', place, undefined)! }
    if (status === 404) return { kind: 'failed', error: permanentMessage('NoSuchBucket', place, undefined)! }
    return { kind: 'failed', error: `The S3 store refused the file (${said}): ${error.message}` }
  }
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: string }).code
  return {
    kind: 'retry',
    error: `The S3 store${place.host ? ` at ${place.host}` : ''} could not be reached or broke off (${code ?? message}).`,
  }
}

import { createHash } from 'node:crypto'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  GetObjectCommand,
  ListObjectsCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import type { S3Location } from '../src/platform/storage/s3-file-store.ts'
import { freePort } from './start-test-herald.ts'

export interface TestS3 {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string
  bucket: string
  /** The variables that point Herald at this bucket under `prefix`. */
  env(prefix?: string): Record<string, string>
  /** The bucket under `prefix` as the S3 file store takes it. */
  location(prefix?: string, endpoint?: string): S3Location
  /** Every key in the bucket (under `prefix` when given), sorted. */
  keys(prefix?: string): Promise<string[]>
  /** The bytes of an object of the bucket. */
  read(key: string): Promise<Buffer>
  /** Creates, or removes (empty), another bucket on the same server. */
  createBucket(name: string): Promise<void>
  deleteBucket(name: string): Promise<void>
  close(): Promise<void>
}

const ACCESS_KEY = 'S3RVER'
const SECRET_KEY = 'S3RVER'

/** A real S3-protocol server (s3rver) on a free port, its objects in a temporary directory, with one bucket. */
export async function startTestS3(bucket = 'herald-files'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'herald-s3-'))
  const port = await freePort()
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  answerPartsOnceOnDisk(server)
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  })
  return {
    endpoint,
    bucket,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
    }),
    location: (prefix = '', via = endpoint) => ({
      bucket,
      prefix,
      endpoint: via,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
      forcePathStyle: true,
    }),
    async keys(prefix) {
      // ListObjects (V1, paged by Marker): s3rver encrypts V2's continuation tokens with DES, which this Node's
      // OpenSSL refuses, so a V2 listing longer than one page fails.
      const keys: string[] = []
      for (let more = true; more;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: keys.at(-1) }),
        )
        keys.push(...(page.Contents ?? []).map((o) => o.Key!))
        more = page.IsTruncated === true
      }
      return keys.sort()
    },
    async read(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return Buffer.from(await Body!.transformToByteArray())
    },
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }))
    },
    async deleteBucket(name) {
      await client.send(new DeleteBucketCommand({ Bucket: name }))
    },
    async close() {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

interface FilesystemStore {
  getResourcePath(bucket: string, key: undefined, type: 'uploads'): string
  putPart(
    bucket: string,
    uploadId: string,
    partNumber: string,
    content: Readable,
  ): Promise<{ size: number; md5: string }>
}

/**
 * s3rver answers UploadPart once the part has passed its hash, before its file is even open: under load, the
 * CompleteMultipartUpload that follows can open a part that is not on disk yet, and that stream's error goes
 * unhandled (an uncaught exception in the test process) while the request is never answered. S3 answers a
 * part only once it holds it; so does this replacement, which also passes on an error of either stream.
 */
function answerPartsOnceOnDisk(server: S3rver) {
  const store = (server as unknown as { store: FilesystemStore }).store
  store.putPart = async (bucket, uploadId, partNumber, content) => {
    const partPath = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId, partNumber)
    await mkdir(path.dirname(partPath), { recursive: true })
    const md5 = createHash('md5')
    let size = 0
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk)
        size += chunk.length
        done(null, chunk)
      },
    })
    await pipeline(content, measure, createWriteStream(partPath))
    const digest = md5.digest('hex')
    await writeFile(`${partPath}.md5`, digest)
    return { size, md5: digest }
  }
}

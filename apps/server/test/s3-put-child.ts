/**
 * Stores one file of SIZE bytes in the S3 store given by the environment, then prints its id: a process
 * the S3 store test kills (kill -9) in the middle of that upload.
 */
import { createS3FileStore } from '../src/platform/storage/s3-file-store.ts'

const env = process.env
const store = createS3FileStore({
  bucket: env['BUCKET']!,
  prefix: env['PREFIX'] ?? '',
  endpoint: env['S3_ENDPOINT'],
  region: 'us-east-1',
  accessKeyId: env['S3_ACCESS_KEY_ID'],
  secretAccessKey: env['S3_SECRET_ACCESS_KEY'],
  forcePathStyle: true,
})
const stored = await store.put(Buffer.alloc(Number(env['SIZE']), 7))
process.stdout.write(`${stored.id}\n`)
store.close()

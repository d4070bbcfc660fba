/**
 * Stores one file of `size` bytes in the S3 store described by the JSON argument, then prints its id: a
 * process the S3 store test kills (kill -9) in the middle of that upload.
 */
import { createS3FileStore, type S3Location } from '../src/platform/storage/s3-file-store.ts'

const { location, size } = JSON.parse(process.argv[2]!) as { location: S3Location; size: number }
const store = createS3FileStore(location)
const stored = await store.put(Buffer.alloc(size, 7))
process.stdout.write(`${stored.id}\n`)
store.close()

import { createHash, randomUUID } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { FileNotFoundError, StorageFullError, type FileStore } from './file-store.ts'

/** The only ids this store makes (randomUUID); anything else could be a path and is refused. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Files on the local disk under `dir` (DATA_DIR/files), at `<first 2 id chars>/<id>` so no directory
 * grows past a few thousand entries. Fine for one machine; several workers need a shared store (S3).
 */
export function createLocalFileStore(dir: string): FileStore {
  function pathOf(id: string): string {
    if (!ID.test(id)) throw new FileNotFoundError(id, 'Not a valid file id')
    return path.join(dir, id.slice(0, 2), id)
  }

  async function read(id: string): Promise<Buffer> {
    try {
      return await readFile(pathOf(id))
    } catch (error) {
      throw isMissing(error) ? new FileNotFoundError(id) : error
    }
  }

  return {
    async put(bytes) {
      const id = randomUUID()
      const target = pathOf(id)
      try {
        await mkdir(path.dirname(target), { recursive: true })
        await writeAtomically(target, bytes)
      } catch (error) {
        throw isFull(error) ? new StorageFullError(error) : error
      }
      return { id, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
    },
    get: read,
    stream(id) {
      // Opened lazily inside the stream, so a bad or missing id arrives as the stream's error event.
      return Readable.from(
        (async function* () {
          const handle = await open(pathOf(id)).catch((error: unknown) => {
            throw isMissing(error) ? new FileNotFoundError(id) : error
          })
          yield* handle.createReadStream()
        })(),
        { objectMode: false },
      )
    },
    async delete(id) {
      await rm(pathOf(id), { force: true })
    },
  }
}

/**
 * Writes to a temporary name beside the target, flushes it to disk, then renames it into place and
 * flushes the directory: the id names either nothing or the complete file, even across a power cut. A
 * crash mid-write can leave only an orphan `<id>.tmp`, which no id resolves to.
 */
async function writeAtomically(target: string, bytes: Buffer): Promise<void> {
  const temporary = `${target}.tmp`
  try {
    const file = await open(temporary, 'wx')
    try {
      await file.writeFile(bytes)
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  const directory = await open(path.dirname(target), 'r')
  try {
    await directory.sync()
  } finally {
    await directory.close()
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
/** No room for data (ENOSPC, which is also what a filesystem out of inodes says) or over quota (EDQUOT). */
const isFull = (error: unknown) =>
  ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '')

import { createHash } from 'node:crypto'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mountTinyFilesystem, tinyFilesystemUnavailable } from '../../../test/tiny-filesystem.ts'
import { FileNotFoundError, StorageFullError, type FileStore } from './file-store.ts'
import { createLocalFileStore } from './local-file-store.ts'

describe('createLocalFileStore', () => {
  let dir: string
  let store: FileStore
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'herald-files-'))
    store = createLocalFileStore(path.join(dir, 'files'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('stores bytes under a fresh UUID, sharded by its first two characters, and reads them back', async () => {
    const bytes = Buffer.from('%PDF-1.7 hello')
    const stored = await store.put(bytes)

    expect(stored.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(stored.size).toBe(bytes.length)
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(await store.get(stored.id)).toEqual(bytes)
    expect(await text(store.stream(stored.id))).toBe('%PDF-1.7 hello')
    expect(await readdir(path.join(dir, 'files', stored.id.slice(0, 2)))).toEqual([stored.id])
    expect((await store.put(bytes)).id).not.toBe(stored.id)
  })

  it('leaves no temporary file behind, even for many parallel writes', async () => {
    const stored = await Promise.all(Array.from({ length: 50 }, (_, n) => store.put(Buffer.alloc(10_000, n))))
    const files = (await readdir(path.join(dir, 'files'), { recursive: true })).filter((f) => f.includes('-'))
    expect(files.map((f) => path.basename(f)).sort()).toEqual(stored.map((s) => s.id).sort())
  })

  it('deletes idempotently, after which the file is not found', async () => {
    const { id } = await store.put(Buffer.from('x'))
    await store.delete(id)
    await store.delete(id)
    await expect(store.get(id)).rejects.toThrow(FileNotFoundError)
    await expect(text(store.stream(id))).rejects.toThrow(FileNotFoundError)
  })

  it.each(['../../etc/passwd', '..', '', 'ABCDEF01-0000-4000-8000-000000000000', 'a'.repeat(36)])(
    'refuses the id %j without touching the disk',
    async (id) => {
      await expect(store.get(id)).rejects.toThrow(FileNotFoundError)
      await expect(text(store.stream(id))).rejects.toThrow(FileNotFoundError)
      await expect(store.delete(id)).rejects.toThrow(FileNotFoundError)
    },
  )

  it('cannot be walked out of its directory', async () => {
    await writeFile(path.join(dir, 'secret'), 'secret')
    await expect(store.get('../secret')).rejects.toThrow('Not a valid file id')
  })

  it.skipIf(tinyFilesystemUnavailable)(
    'says the storage is full when the disk is, and leaves nothing behind',
    async () => {
      const disk = await mountTinyFilesystem(path.join(dir, 'full'), '256k')
      try {
        const full = createLocalFileStore(disk.dir)
        await disk.fill()
        await expect(full.put(Buffer.alloc(64 * 1024, 7))).rejects.toThrow(StorageFullError)
        expect(await disk.files()).toEqual([])
        await disk.free()
        expect((await full.put(Buffer.alloc(64 * 1024, 7))).size).toBe(64 * 1024)
      } finally {
        await disk.unmount()
      }
    },
  )
})

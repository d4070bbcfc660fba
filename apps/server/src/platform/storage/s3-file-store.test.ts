import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts'
import { startStallingProxy } from '../../../test/stalling-proxy.ts'
import { FileNotFoundError } from './file-store.ts'
import { createS3FileStore } from './s3-file-store.ts'

const serverDir = path.resolve(import.meta.dirname, '../../..')
let s3: TestS3

const location = (prefix: string, endpoint?: string) => s3.location(prefix, endpoint)

beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(() => s3?.close())

describe('createS3FileStore', () => {
  it('stores bytes under a fresh UUID below its prefix, reads them back whole and streamed', async () => {
    const store = createS3FileStore(location('team/files'))
    const bytes = Buffer.from('%PDF-1.7 hello from S3')
    const stored = await store.put(bytes)

    expect(stored.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(stored.size).toBe(bytes.length)
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(await store.get(stored.id)).toEqual(bytes)
    expect(await text(store.stream(stored.id))).toBe('%PDF-1.7 hello from S3')
    expect(await s3.keys('team/files/')).toEqual([`team/files/${stored.id.slice(0, 2)}/${stored.id}`])
    expect((await store.put(bytes)).id).not.toBe(stored.id)
    store.close()
  })

  it('reads a file another store (another machine) wrote, 20 MB in three parts intact', async () => {
    const writer = createS3FileStore(location('shared'))
    const reader = createS3FileStore(location('shared'))
    const bytes = Buffer.alloc(20 * 1024 * 1024) // three parts
    for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE(i, i)
    const { id, sha256 } = await writer.put(bytes)

    const read = await reader.get(id)
    expect(createHash('sha256').update(read).digest('hex')).toBe(sha256)
    const streamed: Buffer[] = []
    for await (const chunk of reader.stream(id)) streamed.push(chunk as Buffer)
    expect(Buffer.concat(streamed).equals(bytes)).toBe(true)
    writer.close()
    reader.close()
  })

  it('deletes idempotently, after which the file is not found', async () => {
    const store = createS3FileStore(location('deleting'))
    const { id } = await store.put(Buffer.from('x'))
    await store.delete(id)
    await store.delete(id)
    await expect(store.get(id)).rejects.toThrow(FileNotFoundError)
    await expect(text(store.stream(id))).rejects.toThrow(FileNotFoundError)
    expect(await s3.keys('deleting/')).toEqual([])
    store.close()
  })

  it.each(['../../etc/passwd', '..', '', 'ABCDEF01-0000-4000-8000-000000000000', 'a'.repeat(36)])(
    'refuses the id %j without a request',
    async (id) => {
      const store = createS3FileStore(location('refused', 'http://127.0.0.1:9'))
      await expect(store.get(id)).rejects.toThrow('Not a valid file id')
      await expect(text(store.stream(id))).rejects.toThrow('Not a valid file id')
      await expect(store.delete(id)).rejects.toThrow('Not a valid file id')
      store.close()
    },
  )

  it('checks the bucket: a missing one is refused with its status', async () => {
    const store = createS3FileStore({ ...location(''), bucket: 'no-such-bucket' })
    await expect(store.check()).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } })
    await createS3FileStore(location('')).check()
    store.close()
  })

  it('leaves no object, not even part of one, when the uploading process is killed mid-upload', async () => {
    const size = 4 * 1024 * 1024
    const proxy = await startStallingProxy(new URL(s3.endpoint), size / 2)
    const job = { location: location('crashed', proxy.url), size }
    const child = spawn(process.execPath, ['test/s3-put-child.ts', JSON.stringify(job)], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
    await proxy.stalled // Half the body is at the server, the rest held: the upload is in flight.
    child.kill('SIGKILL')
    expect(await exited).toBe('SIGKILL')
    await proxy.close() // The server sees the connection drop mid-body.
    expect(await s3.keys('crashed/')).toEqual([])
  })

  it('rejects and leaves nothing behind when the connection is cut mid-upload', async () => {
    const size = 2 * 1024 * 1024
    const proxy = await startStallingProxy(new URL(s3.endpoint), size / 2)
    const store = createS3FileStore(location('cut', proxy.url))
    const put = store.put(Buffer.alloc(size, 1))
    const outcome = put.then(
      () => 'stored',
      () => 'rejected',
    )
    await proxy.stalled
    await proxy.close()
    expect(await outcome).toBe('rejected')
    expect(await s3.keys('cut/')).toEqual([])
    store.close()
  })

  it('rejects, and leaves nothing behind, when the store stops answering mid-upload', async () => {
    const size = 2 * 1024 * 1024
    const proxy = await startStallingProxy(new URL(s3.endpoint), size / 2)
    const store = createS3FileStore(location('stalled', proxy.url), { idleTimeoutMs: 500 })
    await expect(store.put(Buffer.alloc(size, 1))).rejects.toMatchObject({ name: 'TimeoutError' })
    await proxy.close()
    expect(await s3.keys('stalled/')).toEqual([])
    store.close()
  })
})

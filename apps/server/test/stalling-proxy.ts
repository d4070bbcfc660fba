import { createServer, connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

export interface StallingProxy {
  /** http://127.0.0.1:<port>, forwarding to the target. */
  url: string
  /** Resolves once a client has sent more than `afterBytes` bytes: the upload is now mid-body, held. */
  stalled: Promise<void>
  /** Cuts every connection (as a dropped network would). */
  cut(): void
  close(): Promise<void>
}

/**
 * A TCP proxy to `target` that forwards the first `afterBytes` bytes a client sends, then holds the rest:
 * an upload stuck mid-body, for tests that crash or cut the uploader right there.
 */
export async function startStallingProxy(target: URL, afterBytes: number): Promise<StallingProxy> {
  const sockets = new Set<Socket>()
  let onStall: () => void = () => {}
  const stalled = new Promise<void>((resolve) => (onStall = resolve))
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname)
    sockets.add(client).add(upstream)
    let forwarded = 0
    client.on('data', (chunk: Buffer) => {
      const room = afterBytes - forwarded
      if (room > 0) upstream.write(chunk.subarray(0, room))
      forwarded += chunk.length
      if (forwarded > afterBytes) {
        client.pause()
        onStall()
      }
    })
    upstream.pipe(client)
    for (const socket of [client, upstream]) {
      socket.on('error', () => {})
      socket.on('close', () => {
        client.destroy()
        upstream.destroy()
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const cut = () => sockets.forEach((s) => s.destroy())
  return {
    url: `http://127.0.0.1:${port}`,
    stalled,
    cut,
    async close() {
      cut()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

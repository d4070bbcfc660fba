import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for Cloudflare Turnstile's siteverify endpoint (form or JSON POST of secret + response,
 * JSON `{ success, error-codes }`): the token 'pass' is valid once, anything else fails.
 */
export async function startFakeTurnstile(secret: string): Promise<{ url: string; close(): Promise<void> }> {
  const used = new Set<string>()
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const form: Record<string, string> = req.headers['content-type']?.includes('json')
        ? (JSON.parse(body) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(body))
      const token = form['response'] ?? ''
      const ok = form['secret'] === secret && token.startsWith('pass') && !used.has(token)
      if (ok) used.add(token)
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify(
          ok ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

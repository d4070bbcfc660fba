/** A small browser-like HTTP client: keeps cookies, sends JSON, and names its Origin like a same-site page. */
export interface JsonResponse extends Response {
  json(): Promise<Record<string, unknown>>
}

export class HttpClient {
  readonly cookies = new Map<string, string>()
  readonly baseUrl: string
  readonly headers: Record<string, string>
  constructor(baseUrl: string, headers: Record<string, string> = {}) {
    this.baseUrl = baseUrl
    this.headers = headers
  }

  request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (body === undefined) return this.send(method, path, undefined, headers)
    return this.send(method, path, JSON.stringify(body), { ...headers, 'content-type': 'application/json' })
  }

  /** A request with a body sent as is (any content type, or none). */
  async send(
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse> {
    const all: Record<string, string> = { ...this.headers, ...headers }
    if (method !== 'GET' && all['origin'] === undefined) all['origin'] = new URL(this.baseUrl).origin
    if (this.cookies.size > 0) all['cookie'] = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: all,
      body,
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = (pair ?? '').split('=')
      if (!name) continue
      if (/max-age=0/i.test(cookie) || value.join('=') === '') this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value.join('='))
    }
    return response as JsonResponse
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers)
  post = (path: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers)
}

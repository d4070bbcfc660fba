import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { errorBody } from './errors.ts'

/**
 * Serves the built web app (its files log no request line: a page load is one line, not one per
 * script, style and image). Any GET that is not an API or dev path gets index.html,
 * so the browser router owns every other URL; everything else that matches nothing is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
      logLevel: 'warn',
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|dev|management)(\/|$)/.test(request.url)
    if (isPage && built) return reply.header('cache-control', 'no-cache').sendFile('index.html')
    if (isPage) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm start` (it builds it) or `npm run build`.')
    }
    return reply.status(404).send(errorBody(404, 'Not found'))
  })
}

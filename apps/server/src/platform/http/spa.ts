import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { errorBody } from './errors.ts'

/** Vite names every file under assets/ by its content's hash: a changed file is a new URL. */
const HASHED_ASSETS = `assets${path.sep}`

/**
 * Serves the built web app (its files log no request line: a page load is one line, not one per
 * script, style and image). Files are sent as the build precompressed them (brotli or gzip, by the
 * browser's Accept-Encoding); hashed assets are cached for a year, index.html is revalidated on every load.
 * Any GET that is not an API or dev path gets index.html, so the browser router owns every other URL;
 * everything else that matches nothing is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheControl(path.relative(distDir, filePath))),
      logLevel: 'warn',
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|dev|management)(\/|$)/.test(request.url)
    if (isPage && built) return reply.sendFile('index.html')
    if (isPage) {
      return reply
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm start` (it builds it) or `npm run build`.')
    }
    return reply.status(404).send(errorBody(404, 'Not found'))
  })
}

function cacheControl(file: string): string {
  if (file.startsWith(HASHED_ASSETS)) return 'public, max-age=31536000, immutable'
  return file === 'index.html' ? 'no-cache' : 'public, max-age=3600'
}

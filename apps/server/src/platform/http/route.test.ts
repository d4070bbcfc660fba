import { Writable } from 'node:stream'
import { systemApi } from '@herald/contracts'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { route } from './route.ts'
import { validatorCompiler } from './validator-compiler.ts'

describe('route', () => {
  it('answers once, without a warning, when the handler sends the reply itself', async () => {
    const warnings: unknown[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        warnings.push(JSON.parse(chunk.toString()))
        done()
      },
    })
    const app = Fastify({ loggerInstance: pino({ level: 'warn' }, sink) as FastifyBaseLogger })
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    route(app, systemApi.health, async (_request, reply) => reply.status(503).send({ status: 'DOWN' }))
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    await app.close()
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'DOWN' })
    expect(warnings).toEqual([])
  })
})

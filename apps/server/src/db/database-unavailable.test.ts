import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, whileDatabaseUnavailable } from './database-unavailable.ts'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is not yet accepting connections', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a connection that died', new Error('Connection terminated unexpectedly')],
    [
      'the driver’s error wrapped by drizzle',
      new Error('Failed query: select 1', { cause: withCode('x', '57P01') }),
    ],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain error', new Error('boom')],
    ['a non-error', 'ECONNREFUSED'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('whileDatabaseUnavailable', () => {
  it('waits out an unavailable database until the operation commits', async () => {
    let calls = 0
    const result = await whileDatabaseUnavailable(async () => {
      if (++calls < 3) throw withCode('connect ECONNREFUSED', 'ECONNREFUSED')
      return 'committed'
    })
    expect(result).toBe('committed')
    expect(calls).toBe(3)
  })

  it('throws any other error at once', async () => {
    let calls = 0
    const failing = whileDatabaseUnavailable(async () => {
      calls++
      throw withCode('duplicate key', '23505')
    })
    await expect(failing).rejects.toThrow('duplicate key')
    expect(calls).toBe(1)
  })

  it('gives up after its bound with the last error', async () => {
    const failing = whileDatabaseUnavailable(async () => {
      throw withCode('connect ECONNREFUSED', 'ECONNREFUSED')
    }, 100)
    await expect(failing).rejects.toThrow('ECONNREFUSED')
  })
})

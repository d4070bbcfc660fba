import { describe, expect, it } from 'vitest'
import { createSemaphore } from './fifo-semaphore.ts'

describe('createSemaphore', () => {
  it('admits up to the limit and serves waiters in arrival order', async () => {
    const semaphore = createSemaphore(2)
    const order: number[] = []
    const first = await semaphore.acquire()
    const second = await semaphore.acquire()
    const waiters = [3, 4, 5].map((n) => semaphore.acquire().then((release) => (order.push(n), release)))

    await Promise.resolve()
    expect(order).toEqual([])
    second()
    second() // a second call must not free another slot
    const third = await waiters[0]!
    expect(order).toEqual([3])
    first()
    third()
    await Promise.all(waiters)
    expect(order).toEqual([3, 4, 5])
  })

  it('rejects a limit that is not a positive integer', () => {
    expect(() => createSemaphore(0)).toThrow(RangeError)
    expect(() => createSemaphore(1.5)).toThrow(RangeError)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { RenderTimeoutError, startDeadline } from './deadline.ts'

describe('startDeadline', () => {
  it('passes work through when it settles in time', async () => {
    const deadline = startDeadline(1_000)
    await expect(deadline.race(Promise.resolve(7))).resolves.toBe(7)
    await expect(deadline.race(Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    deadline.clear()
  })

  it('rejects work that never settles, and hands a late value to onLate', async () => {
    vi.useFakeTimers()
    try {
      const deadline = startDeadline(50)
      let deliver: (value: string) => void = () => {}
      const late = vi.fn()
      const raced = deadline.race(new Promise<string>((resolve) => (deliver = resolve)), late)
      const never = deadline.race(new Promise(() => {}))
      vi.advanceTimersByTime(50)
      await expect(raced).rejects.toThrow(RenderTimeoutError)
      await expect(never).rejects.toThrow('Render timed out after 50 ms')
      deliver('context')
      await Promise.resolve()
      expect(late).toHaveBeenCalledWith('context')
      await expect(deadline.race(Promise.resolve(1))).rejects.toThrow(RenderTimeoutError)
    } finally {
      vi.useRealTimers()
    }
  })
})

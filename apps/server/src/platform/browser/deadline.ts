/** The render took longer than its wall-clock budget; its browser context has been closed. */
export class RenderTimeoutError extends Error {
  override name = 'RenderTimeoutError'

  constructor(timeoutMs: number) {
    super(`Render timed out after ${timeoutMs} ms`)
  }
}

export interface Deadline {
  /**
   * Settles like `work`, or rejects with RenderTimeoutError when the deadline passes first — even if
   * `work` never settles (a Playwright call into a hung renderer). A value that arrives too late is handed
   * to `onLate` so the caller can dispose of it (a browser context created after the deadline).
   */
  race<T>(work: Promise<T>, onLate?: (value: T) => void): Promise<T>
  clear(): void
}

export function startDeadline(timeoutMs: number): Deadline {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new RenderTimeoutError(timeoutMs)), timeoutMs)
  const { signal } = controller

  return {
    race(work, onLate) {
      if (signal.aborted) {
        work.then(onLate, () => {})
        return Promise.reject(signal.reason)
      }
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          work.then(onLate, () => {})
          reject(signal.reason)
        }
        signal.addEventListener('abort', onAbort, { once: true })
        work.then(
          (value) => {
            signal.removeEventListener('abort', onAbort)
            resolve(value)
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort)
            reject(error)
          },
        )
      })
    },
    clear() {
      clearTimeout(timer)
    },
  }
}

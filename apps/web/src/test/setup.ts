import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { mediaMatches, setViewportWidth } from './viewport.ts'

// findBy… and waitFor wait for what the page will show; test files run side by side (ADR 0034), and a page's
// lazy parts are transformed on first import, so on a loaded machine the library's 1 s default is too short.
configure({ asyncUtilTimeout: 15_000 })

// What Mantine needs from a browser that jsdom does not provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: mediaMatches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
})

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver
HTMLElement.prototype.scrollIntoView = () => {}

// jsdom draws animation frames on an interval it starts when a frame is first asked for, from whatever
// `setInterval` is then: one started while a test fakes the clock dies with the fake clock, and the window, which
// the files of a worker share, never draws another frame (a Collapse never opens). Frames here run on the real
// clock captured now, before any test can fake it; a test's frames still pending when it ends are dropped with its
// components (none reaches the next test, or a window already torn down).
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis
const frames = new Map<number, ReturnType<typeof setTimeout>>()
let lastFrame = 0
window.requestAnimationFrame = (draw) => {
  const frame = ++lastFrame
  const drawFrame = () => {
    frames.delete(frame)
    draw(performance.now())
  }
  frames.set(frame, realSetTimeout(drawFrame, 16))
  return frame
}
window.cancelAnimationFrame = (frame) => {
  realClearTimeout(frames.get(frame))
  frames.delete(frame)
}

afterEach(() => {
  cleanup()
  for (const timer of frames.values()) realClearTimeout(timer)
  frames.clear()
  notifications.clean() // the toasts' store outlives a test: the next one starts with none
  setViewportWidth(null)
  vi.restoreAllMocks()
  vi.useRealTimers()
})

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

afterEach(() => {
  cleanup()
  notifications.clean() // the toasts' store outlives a test: the next one starts with none
  setViewportWidth(null)
  vi.restoreAllMocks()
  vi.useRealTimers()
})

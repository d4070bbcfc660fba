import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { mediaMatches, setViewportWidth } from './viewport.ts'

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
  setViewportWidth(null)
  vi.restoreAllMocks()
  vi.useRealTimers()
})

import { useSyncExternalStore } from 'react'

/** Count of API requests under way; the loading bar shows while it is above 0. */
let count = 0
const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

export function requestStarted(): void {
  count += 1
  emit()
}

export function requestEnded(): void {
  count = Math.max(0, count - 1)
  emit()
}

export function inFlightCount(): number {
  return count
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useInFlightCount(): number {
  return useSyncExternalStore(subscribe, inFlightCount, inFlightCount)
}

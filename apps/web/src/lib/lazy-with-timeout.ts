import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** Rejects when `load` has not settled within `ms`, so a stuck chunk reaches the error boundary. */
export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading the page took longer than ${ms / 1000} s.`)), ms)
    load().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

/** `React.lazy` for a named export, with the 120 s chunk-load timeout of spec §2. */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => withTimeout(load).then((module) => ({ default: module[name] })))
}

import diagnostics from 'node:diagnostics_channel'
import * as contracts from '@herald/contracts'
import type { EndpointSpec } from '@herald/contracts'
import type { FastifyInstance, RouteOptions } from 'fastify'

/**
 * The endpoint declarations a Herald started in this process registers, found through its onRoute hook (so a
 * new endpoint is walked without being listed anywhere): call `collect()` around the start.
 */
export function registeredEndpoints() {
  const routes: RouteOptions[] = []
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRoute', (route) => void routes.push(route))
  }
  return {
    async collect<T>(start: () => Promise<T>): Promise<T> {
      diagnostics.subscribe('fastify.initialization', onInit)
      try {
        return await start()
      } finally {
        diagnostics.unsubscribe('fastify.initialization', onInit)
      }
    },
    /** Each declaration once (the HEAD route Fastify adds beside a GET shares its declaration). */
    list(): EndpointSpec[] {
      const endpoints = routes
        .map((route) => route.config?.endpoint)
        .filter((endpoint): endpoint is EndpointSpec => endpoint !== undefined)
      return [...new Set(endpoints)]
    },
  }
}

/** Every declaration packages/contracts exports (the objects such as `jobsApi`, each holding declarations). */
export function declaredEndpoints(): EndpointSpec[] {
  const isEndpoint = (value: unknown): value is EndpointSpec =>
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'access' in value &&
    'method' in value &&
    'responses' in value
  return Object.values(contracts as Record<string, unknown>)
    .filter((group): group is Record<string, unknown> => typeof group === 'object' && group !== null)
    .flatMap((group) => Object.values(group).filter(isEndpoint))
}

/** A declaration's path with its parameters filled from `values` (by name), or `fallback` for the others. */
export function pathWith(endpoint: EndpointSpec, values: Record<string, unknown>, fallback: string): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name] ?? fallback)),
  )
}

export const describeEndpoint = (endpoint: EndpointSpec) => `${endpoint.method} ${endpoint.path}`

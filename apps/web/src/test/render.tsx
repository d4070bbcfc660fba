import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/** Renders the current path and query so tests can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>
}

interface Options {
  route?: string
  queryClient?: QueryClient
}

/** Mantine (test env: no transitions or portals), react-query and a memory router around `ui`. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', queryClient = testQueryClient() }: Options = {},
): RenderResult & {
  queryClient: QueryClient
} {
  const result = render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { ...result, queryClient }
}

/** A JSON `Response` for `vi.spyOn(globalThis, 'fetch')`. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  })
}

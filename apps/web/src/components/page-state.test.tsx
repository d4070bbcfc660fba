import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useQuery } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api-error.ts'
import { renderWithProviders } from '../test/render.tsx'
import { PageState, QueryState } from './page-state.tsx'

const serverDown = () =>
  new ApiError({ status: 503, body: { message: 'The database is not answering.' }, rawBody: '' })

function Items({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['items'], queryFn: load })
  return (
    <QueryState
      query={query}
      loading="Loading items"
      failed="The items could not be loaded."
      isEmpty={(items) => items.length === 0}
      empty={{ title: 'No items yet', description: 'Add one to see it here.' }}
    >
      {(items) => <p>{items.join(', ')}</p>}
    </QueryState>
  )
}

describe('PageState', () => {
  it('announces loading as a labelled status', () => {
    renderWithProviders(<PageState state="loading" label="Loading sessions" />)
    expect(screen.getByRole('status', { name: 'Loading sessions' }).textContent).toContain('Loading sessions')
  })

  it('says what failed and why, with a Try again button tied to the message', async () => {
    const onRetry = vi.fn()
    renderWithProviders(
      <PageState
        state="error"
        title="The sessions could not be loaded."
        error={serverDown()}
        onRetry={onRetry}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The sessions could not be loaded.')
    expect(alert.textContent).toContain('The database is not answering.')
    const retry = screen.getByRole('button', { name: 'Try again' })
    expect(retry.getAttribute('aria-describedby')).toBe(
      screen.getByText('The sessions could not be loaded.').id,
    )
    await userEvent.setup().click(retry)
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('shows a whole-page failure as a card with its own way out and no retry when none is given', () => {
    renderWithProviders(
      <PageState state="error" size="page" title="You are not authorized to access this page.">
        <a href="/">Home</a>
      </PageState>,
    )
    expect(screen.getByRole('alert').textContent).toBe('You are not authorized to access this page.')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy()
  })

  it('shows an empty state with what to do next', () => {
    renderWithProviders(
      <PageState state="empty" title="No users yet" description="Create one, or share the sign-up page." />,
    )
    expect(screen.getByRole('status').textContent).toBe('No users yetCreate one, or share the sign-up page.')
  })
})

describe('QueryState', () => {
  it('shows the spinner, then the failure, and loads on Try again', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(serverDown())
      .mockResolvedValue(['a', 'b'])
    renderWithProviders(<Items load={load} />)
    expect(screen.getByRole('status', { name: 'Loading items' })).toBeTruthy()
    expect((await screen.findByRole('alert')).textContent).toContain('The database is not answering.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('a, b')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shows the empty state when the answer holds nothing', async () => {
    renderWithProviders(<Items load={() => Promise.resolve([])} />)
    expect(await screen.findByText('No items yet')).toBeTruthy()
    expect(screen.getByText('Add one to see it here.')).toBeTruthy()
  })

  it('shows the spinner again while the retry is under way', async () => {
    let answer: (items: string[]) => void = () => undefined
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(serverDown())
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    renderWithProviders(<Items load={load} />)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading items' })).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
    answer(['c'])
    expect(await screen.findByText('c')).toBeTruthy()
  })
})

import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { profileQuery } from '../../../lib/profile.ts'
import { sessionKey } from '../../../lib/session.ts'
import { devProfile } from '../../../test/fixtures.ts'
import { LocationProbe, renderWithProviders, testQueryClient } from '../../../test/render.tsx'
import { helpCatalogue } from '../lib/help-catalogue.ts'
import { HelpPage } from './help-page.tsx'

function renderHelp(route: string, bookingUrl: string | null = null) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(sessionKey, null)
  queryClient.setQueryData(profileQuery.queryKey, { ...devProfile, bookingUrl })
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/docs/*" element={<HelpPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, queryClient },
  )
}

describe('help pages', () => {
  it('renders each page of the catalogue from its Markdown, titled as the menu names it', async () => {
    for (const entry of helpCatalogue) {
      const { unmount } = renderHelp(entry.path)
      const article = await screen.findByRole('article')
      expect(within(article).getAllByRole('heading', { level: 1 })).toHaveLength(1)
      expect(document.title).toBe(`${entry.title} · Herald`)
      unmount()
    }
  })

  it('follows a link between pages inside the app, and lists every page beside it', async () => {
    const user = userEvent.setup()
    renderHelp('/docs/content-hub')
    const article = await screen.findByRole('article')
    await user.click(within(article).getByRole('link', { name: 'Email authentication' }))
    expect(await screen.findByRole('heading', { name: 'Email authentication', level: 1 })).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe('/docs/email-authentication')
    const nav = screen.getByRole('navigation', { name: 'Help pages' })
    expect(within(nav).getAllByRole('link')).toHaveLength(helpCatalogue.length)
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Email authentication')
    // Signed out: a way to sign in.
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login')
  })

  it('shows the plans on Pricing, and the intro call only with a booking page', async () => {
    const { unmount } = renderHelp('/docs/pricing')
    await screen.findByRole('heading', { name: 'Pricing', level: 1 })
    for (const plan of ['Standard', 'Premium', 'Prepaid'])
      expect(screen.getByRole('region', { name: plan })).toBeTruthy()
    expect(screen.getByText('USD 50')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Schedule a call' })).toBeNull()
    unmount()
    renderHelp('/docs/pricing', 'https://book.example.com/herald')
    const call = await screen.findByRole('link', { name: 'Schedule a call' })
    expect(call.getAttribute('href')).toBe('https://book.example.com/herald')
  })

  it('sends an unknown help address to the Content Hub', async () => {
    renderHelp('/docs/nothing-here')
    expect(await screen.findByRole('heading', { name: 'Content Hub', level: 1 })).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe('/docs/content-hub')
  })
})

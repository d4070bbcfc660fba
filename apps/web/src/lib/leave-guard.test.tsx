import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { gateBackAndForward, useLeaveGuard } from './leave-guard.ts'

// As app.tsx does, before any router listens.
gateBackAndForward()

/** A page with unsaved work once 'Type' is pressed, asking before any navigation away from its path. */
function Editor() {
  const { pathname } = useLocation()
  const [dirty, setDirty] = useState(false)
  const guard = useLeaveGuard(dirty, (next) => next.pathname !== pathname)
  return (
    <div>
      <button onClick={() => setDirty(true)}>Type</button>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/editor?step=2">Step 2</Link>
      {guard.held ? (
        <div role="dialog" aria-label="Leave?">
          <button onClick={guard.stay}>Stay</button>
          <button onClick={guard.proceed}>Leave</button>
        </div>
      ) : null}
    </div>
  )
}

function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="where">{`${pathname}${search}`}</output>
}

function renderApp() {
  window.history.replaceState(null, '', '/')
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Link to="/editor">Open editor</Link>} />
        <Route path="/editor" element={<Editor />} />
        <Route path="/elsewhere" element={<p>Elsewhere page</p>} />
      </Routes>
      <Where />
    </BrowserRouter>,
  )
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent

describe('useLeaveGuard (declarative routing)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('holds a link away while there is unsaved work, and lets moves within the page through', async () => {
    const user = userEvent.setup()
    renderApp()
    await user.click(screen.getByRole('link', { name: 'Open editor' }))
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(where()).toBe('/elsewhere')
    act(() => window.history.back())
    await waitFor(() => expect(where()).toBe('/editor'))

    await user.click(screen.getByRole('button', { name: 'Type' }))
    await user.click(screen.getByRole('link', { name: 'Step 2' }))
    expect(where()).toBe('/editor?step=2')
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeTruthy()
    expect(where()).toBe('/editor?step=2')
    await user.click(screen.getByRole('button', { name: 'Stay' }))
    expect(where()).toBe('/editor?step=2')
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    await user.click(screen.getByRole('button', { name: 'Leave' }))
    expect(where()).toBe('/elsewhere')
  })

  it('holds Back away from the page and puts the address back, then goes when told', async () => {
    const user = userEvent.setup()
    renderApp()
    await user.click(screen.getByRole('link', { name: 'Open editor' }))
    await user.click(screen.getByRole('button', { name: 'Type' }))
    act(() => window.history.back())
    await screen.findByRole('dialog', { name: 'Leave?' })
    await waitFor(() => expect(window.location.pathname).toBe('/editor'))
    expect(where()).toBe('/editor')
    await user.click(screen.getByRole('button', { name: 'Stay' }))
    expect(where()).toBe('/editor')

    act(() => window.history.back())
    await user.click(await screen.findByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(where()).toBe('/'))
  })

  it('holds the page unload only while there is unsaved work', async () => {
    const user = userEvent.setup()
    renderApp()
    const unloadHeld = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    await user.click(screen.getByRole('link', { name: 'Open editor' }))
    expect(unloadHeld()).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Type' }))
    expect(unloadHeld()).toBe(true)
  })
})

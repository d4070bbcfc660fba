import { useContext, useEffect, useRef, useState, type RefObject } from 'react'
import {
  parsePath,
  UNSAFE_NavigationContext,
  useLocation,
  type Navigator,
  type Path,
  type To,
} from 'react-router'

/** A navigation the guard held: go on with it, or stay. */
export interface LeaveGuard {
  held: boolean
  proceed: () => void
  stay: () => void
}

type Go = (to: To, ...rest: unknown[]) => void
type PopGate = (event: PopStateEvent) => void

/** The guards' handlers for Back and Forward, run before the router reads the `popstate`. */
const gates = new Set<PopGate>()
let gated = false

/**
 * Puts the leave guards' `popstate` listener ahead of the router's. A browser runs a target's listeners in the
 * order they were added, so this is called once before the router starts (app.tsx); a guard calls it too.
 */
export function gateBackAndForward(): void {
  if (gated) return
  gated = true
  window.addEventListener('popstate', (event) => {
    for (const gate of gates) gate(event)
  })
}

type Check = RefObject<(next: Partial<Path>) => boolean>
type Hold = (go: () => () => void) => void

/** While `when`, a link or `navigate()` that `check` refuses is held: the router's navigator is wrapped. */
function useHoldLinks(when: boolean, navigator: Navigator, check: Check, setHeld: Hold) {
  useEffect(() => {
    if (!when) return
    const nav = navigator as Navigator & { push: Go; replace: Go }
    const { push, replace } = nav
    const guard =
      (original: Go): Go =>
      (to, ...rest) => {
        if (!check.current(typeof to === 'string' ? parsePath(to) : to)) return original(to, ...rest)
        setHeld(() => () => original(to, ...rest))
      }
    nav.push = guard(push)
    nav.replace = guard(replace)
    return () => {
      nav.push = push
      nav.replace = replace
    }
  }, [when, navigator, check, setHeld])
}

/**
 * While `when`, Back or Forward to a place `check` refuses is undone at once (the history index the router
 * keeps in `history.state` says how far), and held; leaving the page asks the browser to confirm.
 */
function useHoldBackAndForward(
  when: boolean,
  check: Check,
  index: RefObject<number | undefined>,
  setHeld: Hold,
) {
  useEffect(() => {
    if (!when) return
    /** 'undo': the popstate of putting the page back; 'pass': the one the user confirmed. */
    let expecting: 'undo' | 'pass' | null = null
    const onPop = (event: PopStateEvent) => {
      if (expecting === 'pass') return void (expecting = null)
      if (expecting === 'undo') {
        expecting = null
        return event.stopImmediatePropagation()
      }
      const to = (event.state as { idx?: unknown } | null)?.idx
      const from = index.current
      const { pathname, search, hash } = window.location
      if (typeof to !== 'number' || from === undefined || !check.current({ pathname, search, hash })) return
      event.stopImmediatePropagation()
      const delta = from - to
      expecting = 'undo'
      window.history.go(delta)
      setHeld(() => () => {
        expecting = 'pass'
        window.history.go(-delta)
      })
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    gateBackAndForward()
    gates.add(onPop)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      gates.delete(onPop)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [when, check, index, setHeld])
}

/**
 * Holds in-app navigations that `shouldBlock` refuses while `when` is true, and asks the browser to confirm
 * unloading the page (ADR 0053). The app uses declarative routing, where `useBlocker` is not available: links and
 * `navigate()` go through the router's navigator, which this wraps; Back and Forward arrive as `popstate`, which
 * is stopped before the router reads it (see `gateBackAndForward`) and undone with the history index the router
 * keeps in `history.state`.
 */
export function useLeaveGuard(when: boolean, shouldBlock: (next: Partial<Path>) => boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const location = useLocation()
  const [held, setHeld] = useState<(() => void) | null>(null)
  const check = useRef(shouldBlock)
  const index = useRef<number | undefined>(undefined)
  useEffect(() => {
    check.current = shouldBlock
  })
  useEffect(() => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx
    index.current = typeof idx === 'number' ? idx : undefined
  }, [location])

  useHoldLinks(when, navigator, check, setHeld)

  useHoldBackAndForward(when, check, index, setHeld)

  return {
    held: held !== null,
    proceed: () => {
      const go = held
      setHeld(null)
      go?.()
    },
    stay: () => setHeld(null),
  }
}

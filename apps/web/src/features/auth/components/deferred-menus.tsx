import { lazy, Suspense, useState } from 'react'
import { withTimeout } from '../../../lib/lazy-with-timeout.ts'
import { DocsButton, SiteMenuButton } from './docs-button.tsx'

/**
 * The dropdown machinery (popover, floating positioning) is fetched only when a visitor reaches for a
 * menu: hovering or focusing its button preloads it, a click opens it.
 */
const loadMenus = () => withTimeout(() => import('./docs-menu.tsx'))
const DocsMenu = lazy(() => loadMenus().then((m) => ({ default: m.DocsMenu })))
const SiteMenu = lazy(() => loadMenus().then((m) => ({ default: m.SiteMenu })))

function preload(): void {
  loadMenus().catch(() => undefined)
}

export function DeferredDocsMenu() {
  const [wanted, setWanted] = useState(false)
  if (!wanted)
    return <DocsButton onPointerEnter={preload} onFocus={preload} onClick={() => setWanted(true)} />
  return (
    <Suspense fallback={<DocsButton />}>
      <DocsMenu defaultOpened />
    </Suspense>
  )
}

export function DeferredSiteMenu() {
  const [wanted, setWanted] = useState(false)
  if (!wanted)
    return <SiteMenuButton onPointerEnter={preload} onFocus={preload} onClick={() => setWanted(true)} />
  return (
    <Suspense fallback={<SiteMenuButton />}>
      <SiteMenu defaultOpened />
    </Suspense>
  )
}

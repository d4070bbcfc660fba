import { lazy, Suspense, useState, type ComponentType, type DOMAttributes } from 'react'
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

interface DeferredMenuProps {
  /** The menu's button, shown alone until it is first clicked, then as the placeholder while the menu loads. */
  trigger: ComponentType<Pick<DOMAttributes<HTMLButtonElement>, 'onPointerEnter' | 'onFocus' | 'onClick'>>
  menu: ComponentType<{ defaultOpened?: boolean }>
}

function DeferredMenu({ trigger: Trigger, menu: Menu }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false)
  if (!wanted) return <Trigger onPointerEnter={preload} onFocus={preload} onClick={() => setWanted(true)} />
  return (
    <Suspense fallback={<Trigger />}>
      <Menu defaultOpened />
    </Suspense>
  )
}

export function DeferredDocsMenu() {
  return <DeferredMenu trigger={DocsButton} menu={DocsMenu} />
}

export function DeferredSiteMenu() {
  return <DeferredMenu trigger={SiteMenuButton} menu={SiteMenu} />
}

import { Anchor, Button, Group } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { siteLinks } from '../../../config/site-links.ts'
import { withTimeout } from '../../../lib/lazy-with-timeout.ts'
import { DocsButton } from './docs-button.tsx'

/** The dropdown machinery is not needed for the first paint of the sign-in page. */
const DocsMenu = lazy(() => withTimeout(() => import('./docs-menu.tsx')).then((m) => ({ default: m.DocsMenu })))

const pageLinks = [
  { label: 'Features', href: siteLinks.features },
  { label: 'Pricing', href: siteLinks.pricing },
  { label: 'Content Hub', href: siteLinks.contentHub },
  { label: 'FAQs', href: siteLinks.faqs },
  { label: 'About', href: siteLinks.about },
] as const

/** The login page's links to the public site, its Docs menu and Sign Up. */
export function LoginSideLinks() {
  return (
    <Group gap="lg" component="nav" aria-label="Site">
      <Group gap="lg" visibleFrom="md">
        {pageLinks.map((link) => (
          <Anchor key={link.label} href={link.href} c="dark" size="sm" fw={500}>
            {link.label}
          </Anchor>
        ))}
        <Suspense fallback={<DocsButton />}>
          <DocsMenu />
        </Suspense>
      </Group>
      <Button component={Link} to="/register" size="sm" variant="filled">
        Sign Up
      </Button>
    </Group>
  )
}

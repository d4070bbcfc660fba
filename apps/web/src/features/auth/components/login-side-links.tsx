import { Anchor, Box, Button, Group } from '@mantine/core'
import { Link } from 'react-router'
import { pageLinks } from '../lib/site-nav-items.ts'
import { DeferredDocsMenu, DeferredSiteMenu } from './deferred-menus.tsx'

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
        <DeferredDocsMenu />
      </Group>
      <Button component={Link} to="/register" size="sm" variant="filled">
        Sign Up
      </Button>
      <Box hiddenFrom="md">
        <DeferredSiteMenu />
      </Box>
    </Group>
  )
}

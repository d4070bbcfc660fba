import { Anchor, Box, Button, Grid, Group, Paper } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { Brand } from '../../../components/brand.tsx'
import { QueryState } from '../../../components/page-state.tsx'
import { docsLink } from '../../../config/site-links.ts'
import { useSession } from '../../../lib/session.ts'
import { helpEntry } from '../lib/help-catalogue.ts'
import { loadHelpPage } from '../lib/load-help-page.ts'
import { HelpNav } from './help-nav.tsx'
import { MarkdownArticle } from './markdown-article.tsx'
import { PricingPlans } from './pricing-plans.tsx'

/** Signed out, the help pages carry their own bar (the app's top bar is for signed-in users). */
function PublicBar() {
  return (
    <Group
      justify="space-between"
      h={60}
      mb="lg"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      component="header"
    >
      <Brand />
      <Group gap="md">
        <Anchor component={Link} to="/login" size="sm" fw={500} c="dark">
          Sign in
        </Anchor>
        <Button component={Link} to="/register" size="sm">
          Sign Up
        </Button>
      </Group>
    </Group>
  )
}

/** /docs/<page>: one of Herald's help pages, with the list of the others beside it. */
export function HelpPage() {
  const { pathname } = useLocation()
  const { account } = useSession()
  const entry = helpEntry(pathname)
  const page = useQuery({
    queryKey: ['help', entry?.path],
    queryFn: () => loadHelpPage(entry!.path),
    enabled: entry !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  })

  useEffect(() => {
    if (entry) document.title = `${entry.title} · Herald`
    return () => {
      document.title = 'Herald'
    }
  }, [entry])

  if (!entry) return <Navigate to={docsLink('content-hub')} replace />
  return (
    <Box>
      {account ? null : <PublicBar />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <HelpNav current={entry.path} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={860}>
            <QueryState query={page} loading="Loading the page" failed="This page could not be loaded.">
              {(html) => (
                <>
                  <MarkdownArticle html={html} />
                  {entry.path === docsLink('pricing') ? <PricingPlans /> : null}
                </>
              )}
            </QueryState>
          </Paper>
        </Grid.Col>
      </Grid>
    </Box>
  )
}

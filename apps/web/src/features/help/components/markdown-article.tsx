import { Typography } from '@mantine/core'
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'

const SERVER_PAGES = /^\/(api|dev)\//

/** Rendered help Markdown; its links inside the app move with the router instead of reloading the page. */
export function MarkdownArticle({ html }: { html: string }) {
  const navigate = useNavigate()
  const follow = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a')
    const href = link?.getAttribute('href')
    // Only the app's own pages move with the router; the server's pages (API docs, dev mailbox) load.
    if (!href?.startsWith('/') || href.startsWith('//') || SERVER_PAGES.test(href)) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    void navigate(href)
  }
  return (
    <Typography>
      {/* Herald's own Markdown, bundled at build time (load-help-page.ts). */}
      <article onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  )
}

/** The Markdown files, each its own small chunk, fetched when its page opens. */
const sources = import.meta.glob<string>('../pages/*.md', { query: '?raw', import: 'default' })

/**
 * The HTML of the help page at `path` ('/docs/faqs' → pages/faqs.md). The Markdown is Herald's own, bundled
 * at build time: nothing a user typed is ever rendered here.
 */
export async function loadHelpPage(path: string): Promise<string> {
  const slug = path.slice(path.lastIndexOf('/') + 1)
  const load = sources[`../pages/${slug}.md`]
  if (!load) throw new Error(`No help page at ${path}`)
  // The renderer is fetched with the first help page, not with the sign-up pages that share this chunk.
  const [{ marked }, markdown] = await Promise.all([import('marked'), load()])
  return marked.parse(markdown, { async: false, gfm: true })
}

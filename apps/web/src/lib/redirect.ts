/** Where a signed-in user goes when `from` is missing or not a path of this site. */
export const DEFAULT_AFTER_SIGN_IN = '/user-jobs'

/**
 * The one reader of a `from` value (ADR 0041): it is parsed as a URL against this site's origin, as the
 * browser would when navigating, and only a path of the same origin is followed — its normalized form, so
 * that what is checked is what is navigated to (`/\t/example.org` is `//example.org` to a browser). Other
 * sites, other schemes (`javascript:`), paths a browser reads as another host (`//…`) and the sign-in
 * pages themselves (a loop) give `fallback`.
 */
export function safeRedirectPath(
  from: string | null | undefined,
  fallback = DEFAULT_AFTER_SIGN_IN,
  origin = window.location.origin,
): string {
  if (!from?.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(from, origin)
  } catch {
    return fallback
  }
  if (url.origin !== origin) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback
  if (url.pathname === '/login' || url.pathname === '/logout') return fallback
  return path
}

export function loginPathFor(path: string): string {
  return `/login?from=${encodeURIComponent(path)}`
}

/** Only same-site paths are followed after sign-in (no open redirects through `from`). */
export function safeRedirectPath(from: string | null | undefined, fallback = '/user-jobs'): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback
  if (from === '/login' || from.startsWith('/login?') || from === '/logout') return fallback
  return from
}

export function loginPathFor(path: string): string {
  return `/login?from=${encodeURIComponent(path)}`
}

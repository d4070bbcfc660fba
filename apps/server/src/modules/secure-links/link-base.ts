/**
 * The public address links are made under (PUBLIC_URL), set once by each process at start
 * (start-herald.ts calls `configureSecureLinks`), so that any module can issue a link with only its
 * executor — the destinations and the email delivery alike.
 */
let base: string | undefined

export function configureSecureLinks(settings: { publicUrl: string }): void {
  base = settings.publicUrl.replace(/\/+$/, '')
}

/** The path of a link: a browser sees the file's downloads there, a script gets the main document. */
export function secureLinkPath(token: string): string {
  return `/l/${token}`
}

export function secureLinkUrl(token: string, publicUrl?: string): string {
  if (publicUrl !== undefined) return `${publicUrl.replace(/\/+$/, '')}${secureLinkPath(token)}`
  if (base === undefined) {
    throw new Error('Secure links are not configured: start-herald must call configureSecureLinks first')
  }
  return `${base}${secureLinkPath(token)}`
}

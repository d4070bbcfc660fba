import { createHash } from 'node:crypto'
import type { TableauTool } from '@herald/contracts'

/** How a job signs in to Tableau: a personal access token, or a connected app (direct-trust JWT). */
export type TableauCredentials =
  | { kind: 'pat'; tokenName: string; tokenSecret: string }
  | { kind: 'connected-app'; clientId: string; secretId: string; secretValue: string; userName: string }

/** A job's Tableau site and the credentials it signs in with (decrypted only in memory). */
export interface TableauLink {
  tool: TableauTool
  /** Without a trailing slash, e.g. https://10ay.online.tableau.com */
  serverUrl: string
  /** The site's content URL; '' is the default site. */
  siteContentUrl: string
  credentials: TableauCredentials
}

/** What a sign-in gives: the credentials token and the site LUID used in every later URL (reference §4.2). */
export interface TableauSession {
  token: string
  siteId: string
  userId: string
  apiVersion: string
}

/** Where a link's session is kept between calls and processes (encrypted by the caller). */
export interface SessionStore {
  load(): Promise<TableauSession | undefined>
  save(session: TableauSession | undefined): Promise<void>
  /** Tableau refused the credentials themselves (401001): the link needs the user's attention. */
  refused(): Promise<void>
}

/** The name shown as the linked principal: the token's name or the connected app's user. */
export function principalOf(credentials: TableauCredentials): string {
  return credentials.kind === 'pat' ? credentials.tokenName : credentials.userName
}

/**
 * Who Tableau sees signing in: the server, the site and the credentials themselves (hashed), so two
 * users' tokens that happen to share a name never share a session.
 */
export function identityOf(link: TableauLink): string {
  const secret = createHash('sha256').update(JSON.stringify(link.credentials)).digest('base64url')
  return `${link.serverUrl}|${link.siteContentUrl}|${secret}`
}

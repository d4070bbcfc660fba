import { z } from 'zod/mini'
import { BiTool } from './bi-tool.ts'
import { TableauTool, tableauMessages } from './tableau-rules.ts'

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max))
const required = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max))

/**
 * Body of `POST /api/auth-config/{jobId}` for Tableau: the server, the site's content URL (empty = the
 * default site) and either a personal access token or a connected app. Herald signs in before saving.
 */
export const TableauAuthConfig = z
  .object({
    biTool: TableauTool,
    serverUrl: required(2048, tableauMessages.serverUrl).check(
      z.regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i, tableauMessages.serverUrl),
      z.refine((url) => URL.canParse(url), tableauMessages.serverUrl),
    ),
    siteContentUrl: z._default(trimmed(255), ''),
    tokenName: z._default(trimmed(255), ''),
    tokenSecret: z._default(trimmed(1024), ''),
    clientId: z._default(trimmed(255), ''),
    secretId: z._default(trimmed(255), ''),
    secretValue: z._default(trimmed(1024), ''),
    userName: z._default(trimmed(255), ''),
  })
  .check(
    z.refine(
      (c) =>
        (c.tokenName !== '' && c.tokenSecret !== '') ||
        (c.clientId !== '' && c.secretId !== '' && c.secretValue !== '' && c.userName !== ''),
      { error: tableauMessages.credentials, path: ['tokenName'] },
    ),
  )
export type TableauAuthConfig = z.infer<typeof TableauAuthConfig>
export type TableauAuthConfigInput = z.input<typeof TableauAuthConfig>

/** `GET /api/auth-config/{jobId}`: who the job is linked as — never a token, a secret or a session. */
export const AuthConfigView = z.object({
  hasValidAuth: z.boolean(),
  biTool: BiTool,
  userAuthConf: z.object({ userPrincipal: z.string() }),
  serverUrl: z.string(),
  siteContentUrl: z.string(),
})
export type AuthConfigView = z.infer<typeof AuthConfigView>

/** `GET /api/auth/oauth/initiate/{jobId}`: the provider's sign-in address for the popup. */
export const OAuthInitiation = z.object({ authUrl: z.string() })
export type OAuthInitiation = z.infer<typeof OAuthInitiation>

const param = z.optional(z.string().check(z.maxLength(4096)))
/** What Entra ID appends to the redirect URI (reference §1.2): a code and the state, or an error. */
export const OAuthCallbackQuery = z.object({
  code: param,
  state: param,
  error: param,
  error_description: param,
})

/** Spec §8 "Auth redirect errors": the provider's error code in the return URL, as a sentence. */
const OAUTH_ERROR_TEXTS: Readonly<Record<string, string>> = {
  access_denied: 'Authentication was cancelled or denied',
  invalid_request: 'Invalid authentication request',
  unauthorized_client: 'Unauthorized client application',
  unsupported_response_type: 'Unsupported authentication method',
  invalid_scope: 'Invalid authentication scope',
  server_error: 'Authentication server error',
  temporarily_unavailable: 'Authentication service temporarily unavailable',
}

export function oauthErrorMessage(code: string): string {
  return Object.hasOwn(OAUTH_ERROR_TEXTS, code)
    ? (OAUTH_ERROR_TEXTS[code] as string)
    : `Authentication failed: ${code}`
}

/** The error to show for a return URL's query, or null when it carries none. */
export function oauthErrorFromQuery(
  params: URLSearchParams,
): { message: string; description: string | null } | null {
  const code = params.get('error')
  if (!code) return null
  return { message: oauthErrorMessage(code), description: params.get('error_description') }
}

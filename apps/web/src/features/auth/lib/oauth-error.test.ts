import { describe, expect, it } from 'vitest'
import { oauthErrorFromQuery, oauthErrorMessage } from './oauth-error.ts'

describe('oauthErrorMessage', () => {
  it.each([
    ['access_denied', 'Authentication was cancelled or denied'],
    ['invalid_request', 'Invalid authentication request'],
    ['unauthorized_client', 'Unauthorized client application'],
    ['unsupported_response_type', 'Unsupported authentication method'],
    ['invalid_scope', 'Invalid authentication scope'],
    ['server_error', 'Authentication server error'],
    ['temporarily_unavailable', 'Authentication service temporarily unavailable'],
  ])('maps %s', (code, text) => {
    expect(oauthErrorMessage(code)).toBe(text)
  })

  it('names an unknown code', () => {
    expect(oauthErrorMessage('account_not_linked')).toBe('Authentication failed: account_not_linked')
  })

  it('does not treat inherited object keys as known codes', () => {
    expect(oauthErrorMessage('toString')).toBe('Authentication failed: toString')
  })
})

describe('oauthErrorFromQuery', () => {
  it('is null without an error', () => {
    expect(oauthErrorFromQuery(new URLSearchParams(''))).toBeNull()
  })

  it('keeps the description', () => {
    expect(
      oauthErrorFromQuery(new URLSearchParams('error=access_denied&error_description=User+said+no')),
    ).toEqual({
      message: 'Authentication was cancelled or denied',
      description: 'User said no',
    })
  })
})

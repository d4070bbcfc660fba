import { authApi } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

export function resetPassword(newPassword: string, token: string): Promise<unknown> {
  return callEndpoint(authApi.resetPassword, { body: { newPassword, token } })
}

import { authApi } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

export function signOut(): Promise<unknown> {
  return callEndpoint(authApi.signOut, { body: {} })
}

import { authApi, type MessageBody } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

export function activate(key: string): Promise<MessageBody> {
  return callEndpoint(authApi.activate, { query: { key }, toast: false })
}

import { MessageBody } from '@herald/contracts'
import { apiFetch } from '../../../lib/api-client.ts'

export function activate(key: string): Promise<MessageBody> {
  return apiFetch(`/api/activate?key=${encodeURIComponent(key)}`, { toast: false }, MessageBody)
}

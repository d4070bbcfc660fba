import { apiFetch } from '../../../lib/api-client.ts'

export function resetPassword(newPassword: string, token: string): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: { newPassword, token } })
}

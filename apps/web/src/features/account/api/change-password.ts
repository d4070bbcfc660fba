import { authApi } from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** Changes the signed-in user's password; the current one is required. Errors are shown by the form. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await callEndpoint(authApi.changePassword, { body: { currentPassword, newPassword }, toast: false })
}

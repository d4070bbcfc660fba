import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyRequest } from 'fastify'
import { notAuthenticated } from '../../platform/http/errors.ts'
import type { Auth } from './create-auth.ts'

export interface Principal {
  userId: string
  email: string
}

/** The signed-in user of this request, or a 401. */
export async function requirePrincipal(auth: Auth, request: FastifyRequest): Promise<Principal> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
  if (!session) throw notAuthenticated()
  return { userId: session.user.id, email: session.user.email }
}

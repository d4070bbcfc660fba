import { z } from 'zod/mini'

export const SocialProvider = z.enum(['google', 'azure'])
export type SocialProvider = z.infer<typeof SocialProvider>

/** What the web app needs to know about this server before anyone signs in. */
export const ProfileInfo = z.object({
  activeProfiles: z.array(z.enum(['dev', 'prod', 'swagger'])),
  devMailbox: z.boolean(),
  captchaSiteKey: z.nullable(z.string()),
  socialProviders: z.array(SocialProvider),
  signupsEnabled: z.boolean(),
  bookingUrl: z.nullable(z.string()),
})
export type ProfileInfo = z.infer<typeof ProfileInfo>

export const Health = z.object({ status: z.enum(['UP', 'DOWN']) })
export type Health = z.infer<typeof Health>

/** What a request hears while the database is away (a restart or failover): 503, try again shortly. */
export const unavailableMessage = 'Herald is briefly unavailable. Please try again in a moment.'

/** Every error response body (RFC 9457 problem shape, plus field errors for 400). */
export const ErrorBody = z.object({
  status: z.number(),
  title: z.string(),
  message: z.string(),
  detail: z.optional(z.string()),
  fieldErrors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
})
export type ErrorBody = z.infer<typeof ErrorBody>

export const MessageBody = z.object({ message: z.string() })
export type MessageBody = z.infer<typeof MessageBody>

/** The answer to a client over its request limit (429, with Retry-After in seconds). */
export const tooManyRequestsMessage = 'Too many requests. Please wait a moment and try again.'

import { z } from 'zod/mini'
import { sortedPageShape } from './list-query.ts'

/** Every audit event type Herald writes (the server's own list must match this one; it checks at compile time). */
export const AUDIT_EVENT_TYPES = [
  'AUTHENTICATION_SUCCESS',
  'AUTHENTICATION_FAILURE',
  'LOGOUT',
  'REGISTRATION',
  'ACTIVATION',
  'PASSWORD_RESET',
  'PASSWORD_CHANGED',
  'OTP_SENT',
  'SENDER_VERIFICATION_SENT',
  'SENDER_VERIFIED',
  'API_KEY_CREATED',
  'API_KEY_REGENERATED',
  'API_KEY_DELETED',
  'PROFILE_UPDATED',
  'EMAIL_CHANGE_REQUESTED',
  'EMAIL_CHANGED',
  'IP_ALLOW_LIST_ADDED',
  'IP_ALLOW_LIST_REMOVED',
  'USER_CREATED',
  'USER_UPDATED',
  'USER_DEACTIVATED',
  'USER_REACTIVATED',
  'USER_DELETED',
  'JOB_DELETED',
  'TRIGGER_URL_CREATED',
  'TRIGGER_URL_REVOKED',
  'TRIGGER_URL_USED',
  'SFTP_CREDENTIALS_ISSUED',
  'SFTP_CREDENTIALS_REVOKED',
  'STRIPE_EVENT_REJECTED',
  'SECURE_LINK_DOWNLOADED',
  'SECURE_LINK_REVOKED',
] as const
export type AuditEventTypeName = (typeof AUDIT_EVENT_TYPES)[number]

export const auditMessages = {
  dateOrder: 'The start date must be on or before the end date.',
  loadFailed: 'Failed to load audit events.',
} as const

export const AuditEvent = z.object({
  id: z.number(),
  timestamp: z.iso.datetime(),
  /** Who acted: an email (or 'unknown' when nobody could be told). */
  principal: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.string()),
})
export type AuditEvent = z.infer<typeof AuditEvent>

export const AUDIT_SORT_FIELDS = ['timestamp', 'principal', 'type'] as const

/** Spec §7 `management/audits?page&size&sort&fromDate&toDate`, plus a type; dates are whole UTC days, both included. */
export const AuditQuery = z
  .object({
    ...sortedPageShape(AUDIT_SORT_FIELDS, 'timestamp,desc'),
    fromDate: z.optional(z.iso.date()),
    toDate: z.optional(z.iso.date()),
    type: z.optional(z.string().check(z.regex(/^[A-Z_]{1,64}$/, 'Choose one of the event types.'))),
    /** Part of the principal (case-insensitive). */
    principal: z.optional(z.string().check(z.maxLength(254))),
  })
  .check(
    z.refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
      message: auditMessages.dateOrder,
      path: ['toDate'],
    }),
  )
export type AuditQuery = z.infer<typeof AuditQuery>

import type { AuditEventTypeName } from '@herald/contracts'

export type AuditEventType =
  | 'AUTHENTICATION_SUCCESS'
  | 'AUTHENTICATION_FAILURE'
  | 'LOGOUT'
  | 'REGISTRATION'
  | 'ACTIVATION'
  | 'PASSWORD_RESET'
  | 'PASSWORD_CHANGED'
  | 'OTP_SENT'
  | 'SENDER_VERIFICATION_SENT'
  | 'SENDER_VERIFIED'
  | 'API_KEY_CREATED'
  | 'API_KEY_REGENERATED'
  | 'API_KEY_DELETED'
  | 'PROFILE_UPDATED'
  | 'EMAIL_CHANGE_REQUESTED'
  | 'EMAIL_CHANGED'
  | 'IP_ALLOW_LIST_ADDED'
  | 'IP_ALLOW_LIST_REMOVED'
  | 'USER_CREATED'
  | 'USER_UPDATED'
  | 'USER_DEACTIVATED'
  | 'USER_REACTIVATED'
  | 'USER_DELETED'
  | 'JOB_DELETED'
  | 'TRIGGER_URL_CREATED'
  | 'TRIGGER_URL_REVOKED'
  | 'TRIGGER_URL_USED'
  | 'SFTP_CREDENTIALS_ISSUED'
  | 'SFTP_CREDENTIALS_REVOKED'
  | 'STRIPE_EVENT_REJECTED'

/** The contracts' list (the audits screen's type filter) names exactly these types: a new one goes in both. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Holds<T extends true> = T
export type AuditTypesListed = Holds<Same<AuditEventType, AuditEventTypeName>>

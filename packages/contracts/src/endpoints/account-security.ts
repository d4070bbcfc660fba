import { z } from 'zod/mini'
import {
  AccountSession,
  AccountSessionId,
  EmailChangeConfirmed,
  EmailChangeConfirmInput,
  EmailChangeInput,
  EmailChangePending,
  PendingEmailChange,
  SessionsRevoked,
} from '../account-security.ts'
import { defineEndpoint, errors, noContent } from '../endpoint.ts'

// Apart from endpoints/account.ts, which the app's start chunk needs for the signed-in account: a module is
// bundled whole, so these declarations would otherwise weigh on /login (ADR 0032).

/** Changing the sign-in email: a link to the new address confirms it (ADR 0023). */
export const emailChangeApi = {
  pending: defineEndpoint({
    method: 'GET',
    path: '/api/account/change-email',
    summary: 'The email change waiting for its confirmation link, or null',
    tag: 'Account',
    access: 'user',
    responses: { 200: PendingEmailChange },
  }),
  request: defineEndpoint({
    method: 'POST',
    path: '/api/account/change-email',
    summary:
      'Email a confirmation link to a new address; the email changes when it is opened (a new request replaces the last)',
    tag: 'Account',
    access: 'user',
    body: EmailChangeInput,
    responses: { 202: EmailChangePending, ...errors(409) },
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: '/api/account/change-email',
    summary: 'Cancel the email change waiting for its link',
    tag: 'Account',
    access: 'user',
    responses: { 204: noContent },
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/account/change-email/confirm',
    summary: 'Open the confirmation link: the account’s email becomes the new address; the old one is told',
    tag: 'Account',
    access: 'public',
    body: EmailChangeConfirmInput,
    responses: { 200: EmailChangeConfirmed, ...errors(409) },
  }),
}

/** The account's signed-in sessions: listed with their device and address, signed out one by one or all but this one. */
export const accountSessionsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/account/sessions',
    summary: 'The account’s signed-in sessions, newest first (opaque ids; tokens are never shown)',
    tag: 'Account',
    access: 'user',
    responses: { 200: z.array(AccountSession) },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    summary: 'Sign one session out (this one too, if asked)',
    tag: 'Account',
    access: 'user',
    params: z.object({ id: AccountSessionId }),
    responses: { 204: noContent, ...errors(404) },
  }),
  revokeOthers: defineEndpoint({
    method: 'POST',
    path: '/api/account/sessions/revoke-others',
    summary: 'Sign out every session of the account but the one making this request',
    tag: 'Account',
    access: 'user',
    responses: { 200: SessionsRevoked },
  }),
}

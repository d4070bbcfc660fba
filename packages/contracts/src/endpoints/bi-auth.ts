import { z } from 'zod/mini'
import { defineEndpoint, errors, noContent, rawResponse } from '../endpoint.ts'
import { AuthConfigView, OAuthCallbackQuery, OAuthInitiation, TableauAuthConfig } from '../reports/bi-auth.ts'
import { BiReport } from '../reports/bi-listings.ts'
import { RecordIdParam } from '../request-input.ts'

const jobParams = z.object({ jobId: RecordIdParam })
const common = { tag: 'BI accounts', access: 'user' } as const

/** Linking a job to its own BI account (Tableau: personal access token or connected app), spec §3 auth config. */
export const biAuthApi = {
  link: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/auth-config/:jobId',
    summary: 'Link the job to a Tableau site (Herald signs in now; 400 with Tableau’s reason when refused)',
    params: jobParams,
    body: TableauAuthConfig,
    responses: { 200: AuthConfigView, ...errors(400, 404) },
  }),
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/auth-config/:jobId',
    summary: 'Who the job is linked as (never a token or secret); 404 when it is not linked',
    params: jobParams,
    responses: { 200: AuthConfigView, ...errors(404) },
  }),
  revoke: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/auth-config/delete/:jobId',
    summary: 'Revoke: sign out at the BI tool and delete what was stored',
    params: jobParams,
    responses: { 204: noContent, ...errors(404) },
  }),
  initiateOAuth: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/auth/oauth/initiate/:jobId',
    summary:
      'Start linking the job to Power BI: the Entra ID sign-in address to open in a popup (PKCE, 10 minutes)',
    params: jobParams,
    responses: { 200: OAuthInitiation, ...errors(404, 409) },
  }),
  oauthCallback: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/api/auth/oauth/callback',
    summary:
      'Where Entra ID returns after the sign-in: links the job and answers a page that tells the wizard and closes',
    query: OAuthCallbackQuery,
    responses: {
      200: rawResponse(['text/html'], 'A page posting the outcome to the wizard (window.opener).'),
    },
  }),
  listTableauViews: defineEndpoint({
    ...common,
    tag: 'BI sources',
    method: 'GET',
    path: '/api/job/:jobId/tableau/:workspaceId/views',
    summary: 'Views of a Tableau project (the same list as …/workspace/{id}/reports)',
    params: z.extend(jobParams, { workspaceId: z.string().check(z.maxLength(255)) }),
    responses: { 200: z.array(BiReport), ...errors(404, 409) },
  }),
}

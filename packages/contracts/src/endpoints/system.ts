import { z } from 'zod/mini'
import { defineEndpoint } from '../endpoint.ts'
import { Health, ProfileInfo } from '../platform.ts'

/** Where the server shows its interactive API docs (Swagger UI) while API_DOCS is on. */
export const API_DOCS_PATH = '/api/docs'

/** Server facts the web app reads before anyone signs in, and the health check. */
export const systemApi = {
  profileInfo: defineEndpoint({
    method: 'GET',
    path: '/api/profile-info',
    summary: 'Server profile: active profiles, sign-in options, captcha site key',
    tag: 'System',
    access: 'public',
    responses: { 200: ProfileInfo },
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Health: UP when the database answers, DOWN (503) when it does not',
    tag: 'System',
    access: 'public',
    responses: { 200: Health, 503: Health },
  }),
  openApi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document (served while API_DOCS is on)',
    tag: 'System',
    access: 'public',
    responses: { 200: z.looseObject({ openapi: z.string() }) },
  }),
}

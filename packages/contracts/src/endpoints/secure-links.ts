import { z } from 'zod/mini'
import { defineEndpoint, errors, noContent, rawResponse } from '../endpoint.ts'
import { RecordIdParam } from '../request-input.ts'
import { SecureLinkView } from '../reports/secure-links.ts'

const id = RecordIdParam
/** A link's token as it arrives in the path; the server refuses anything but its own 43-character shape. */
const LinkToken = z.string().check(z.maxLength(200))
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
]

/**
 * Secure links (ADR 0049): the public download of a file by its unguessable token (no session), and a file's
 * links in history — listed and revoked by the job's owner. Both answer 410 once a link has expired or was
 * revoked: a small page for browsers, an ErrorBody for scripts.
 */
export const secureLinksApi = {
  open: defineEndpoint({
    method: 'GET',
    path: '/l/:token',
    summary:
      'A secure link: a browser gets a page with the file’s downloads; any other client gets the main document',
    tag: 'History',
    access: 'public',
    params: z.object({ token: LinkToken }),
    responses: {
      200: rawResponse(
        ['text/html', ...DOCUMENT_TYPES],
        'The download page, or the document as an attachment.',
      ),
      ...errors(404, 410),
    },
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/l/:token/:part',
    summary:
      'Downloads one document of a secure link (its PDF or PPTX, or its Excel export); each is audited',
    tag: 'History',
    access: 'public',
    params: z.object({ token: LinkToken, part: z.enum(['pdf', 'pptx', 'xlsx']) }),
    responses: {
      200: rawResponse(DOCUMENT_TYPES, 'The document, as an attachment.'),
      ...errors(404, 410),
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/user-jobs/:jobId/history/files/:fileId/links',
    summary: 'The secure links made for one file of the job, newest first (never their tokens)',
    tag: 'History',
    access: 'user',
    params: z.object({ jobId: id, fileId: id }),
    responses: { 200: z.array(SecureLinkView), ...errors(404) },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/user-jobs/:jobId/history/files/:fileId/links/:linkId',
    summary: 'Revokes a secure link at once: it answers 410 from now on',
    tag: 'History',
    access: 'user',
    params: z.object({ jobId: id, fileId: id, linkId: id }),
    responses: { 204: noContent, ...errors(404) },
  }),
}

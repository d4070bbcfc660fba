import { secureLinkMessages } from '@herald/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { storedAttachments, type StoredAttachment } from '../../platform/documents/stored-attachments.ts'
import { AppError } from '../../platform/http/errors.ts'
import { recordAuditEvent } from '../audit/index.ts'
import { downloadsPage, linkProblemPage } from './link-page.ts'
import { hashLinkToken, LINK_TOKEN_PATTERN } from './link-token.ts'
import { countDownload, findLinkedFile, type LinkedFile } from './secure-links.queries.ts'
import type { SecureLinksDeps } from './secure-links-deps.ts'

type Part = 'pdf' | 'pptx' | 'xlsx'

/** A browser asks for a page; scripts (curl, a webhook consumer) get the file or the API's ErrorBody. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html')

/** The link's problem: 404 when no link has this token, 410 once it expired, was revoked or lost its file. */
function problemOf(
  linked: LinkedFile | undefined,
  now: Date,
): { status: 404 | 410; title: string } | undefined {
  if (!linked) return { status: 404, title: secureLinkMessages.notFound }
  if (linked.revokedAt || linked.expiresAt <= now) return { status: 410, title: secureLinkMessages.expired }
  if (linked.file.filesExpiredAt || storedAttachments(linked.file).length === 0)
    return { status: 410, title: secureLinkMessages.fileGone }
  return undefined
}

async function resolve(deps: SecureLinksDeps, request: FastifyRequest, reply: FastifyReply, token: string) {
  const now = deps.clock()
  const linked = LINK_TOKEN_PATTERN.test(token)
    ? await findLinkedFile(deps.db, hashLinkToken(token))
    : undefined
  const problem = problemOf(linked, now)
  if (!problem) return { linked: linked!, now }
  if (!wantsPage(request)) throw new AppError(problem.status, problem.title)
  const detail =
    problem.status === 404 ? 'Check that the whole address was copied.' : secureLinkMessages.expiredDetail
  await sendPage(reply.status(problem.status), linkProblemPage(problem.title, detail))
  return undefined
}

/** One of the link's HTML pages, under its own content security policy, sending no referrer. */
function sendPage(reply: FastifyReply, page: { html: string; csp: string }): FastifyReply {
  return reply
    .header('content-security-policy', page.csp)
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page.html)
}

/** `GET /l/{token}`: a browser sees the file's downloads; any other client downloads the main document. */
export async function openLink(
  deps: SecureLinksDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<FastifyReply> {
  const resolved = await resolve(deps, request, reply, token)
  if (!resolved) return reply
  const documents = storedAttachments(resolved.linked.file)
  if (!wantsPage(request))
    return sendDocument(deps, request, reply, resolved.linked, documents[0]!, resolved.now)
  const page = downloadsPage(
    documents.map((d) => ({ name: d.name, href: `/l/${token}/${d.kind.toLowerCase()}` })),
    resolved.linked.expiresAt,
  )
  return sendPage(reply.header('x-robots-tag', 'noindex'), page)
}

/** `GET /l/{token}/{part}`: one document of the link, counted and audited. */
export async function downloadLinkPart(
  deps: SecureLinksDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  part: Part,
): Promise<FastifyReply> {
  const resolved = await resolve(deps, request, reply, token)
  if (!resolved) return reply
  const document = storedAttachments(resolved.linked.file).find((d) => d.kind.toLowerCase() === part)
  if (!document) throw new AppError(404, 'This link has no such file')
  return sendDocument(deps, request, reply, resolved.linked, document, resolved.now)
}

async function sendDocument(
  deps: SecureLinksDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  linked: LinkedFile,
  document: StoredAttachment,
  now: Date,
): Promise<FastifyReply> {
  const bytes = await deps.files.get(document.storedId)
  const counted = await deps.db.transaction(async (tx) => {
    // Revoked between the look-up and now: the revocation wins.
    if (!(await countDownload(tx, linked.linkId, now))) return false
    await recordAuditEvent(tx, {
      principal: 'secure-link',
      type: 'SECURE_LINK_DOWNLOADED',
      data: {
        linkId: String(linked.linkId),
        fileId: String(linked.file.id),
        jobId: String(linked.jobId),
        owner: linked.userId,
        document: document.name,
        address: request.ip,
      },
    })
    return true
  })
  if (!counted) throw new AppError(410, secureLinkMessages.expired)
  return reply
    .header('content-type', document.contentType)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.name)}`)
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(bytes)
}

import { secureLinkMessages, secureLinksApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { useMutationThenReload } from '../../../lib/use-mutation-then-reload.ts'
import { historyKeys } from './history-keys.ts'

const linksKey = (jobId: number, fileId: number) => [...historyKeys.job(jobId), 'links', fileId] as const

/** The secure links sent for one file (ADR 0049), newest first; loaded when its dialog opens. */
export function fileLinksQuery(jobId: number, fileId: number) {
  return queryOptions({
    queryKey: linksKey(jobId, fileId),
    queryFn: ({ signal }) => callEndpoint(secureLinksApi.list, { params: { jobId, fileId }, signal }),
  })
}

/** Revokes a link: it answers 'This link has expired' from now on. */
export function useRevokeLink(jobId: number, fileId: number) {
  return useMutationThenReload({
    mutationFn: (linkId: number) =>
      callEndpoint(secureLinksApi.revoke, { params: { jobId, fileId, linkId } }),
    success: secureLinkMessages.revoked,
    reload: linksKey(jobId, fileId),
  })
}

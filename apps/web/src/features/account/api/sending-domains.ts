import { sendingDomainMessages, sendingDomainsApi, type SendingDomain } from '@herald/contracts'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'
import { notifySuccess } from '../../../lib/notify.ts'

const sendingDomainsKey = ['sending-domains'] as const

/** The account's sending domains with their DNS records (spec §7 `GET api/ses-domains`). */
export const sendingDomainsQuery = queryOptions({
  queryKey: sendingDomainsKey,
  queryFn: ({ signal }) =>
    callEndpoint(sendingDomainsApi.list, { signal, toast: sendingDomainMessages.loadFailed }),
})

/** Puts the server's answer for one domain in the list (added, or replaced by a new check). */
function useStoreDomain() {
  const queryClient = useQueryClient()
  return (domain: SendingDomain) =>
    queryClient.setQueryData(sendingDomainsKey, (list: SendingDomain[] = []) =>
      [...list.filter((d) => d.id !== domain.id), domain].sort((a, b) => a.domain.localeCompare(b.domain)),
    )
}

/** Adds a domain (or checks it again when the account has it already); the server says what is wrong with it. */
export function useAddSendingDomain() {
  const store = useStoreDomain()
  return useMutation({
    mutationFn: (domain: string) => callEndpoint(sendingDomainsApi.add, { body: { domain }, toast: false }),
    onSuccess: (domain) => {
      store(domain)
      notifySuccess(
        domain.dkimVerified ? sendingDomainMessages.checked : sendingDomainMessages.added(domain.domain),
      )
    },
  })
}

export function useRecheckSendingDomain() {
  const store = useStoreDomain()
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(sendingDomainsApi.recheck, {
        params: { id },
        toast: sendingDomainMessages.recheckFailed,
      }),
    onSuccess: (domain) => {
      store(domain)
      notifySuccess(sendingDomainMessages.checked)
    },
  })
}

export function useDeleteSendingDomain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (domain: SendingDomain) => {
      await callEndpoint(sendingDomainsApi.remove, {
        params: { id: domain.id },
        toast: sendingDomainMessages.deleteFailed,
      })
      return domain
    },
    onSuccess: (domain) => {
      queryClient.setQueryData(sendingDomainsKey, (list: SendingDomain[] = []) =>
        list.filter((d) => d.id !== domain.id),
      )
      notifySuccess(sendingDomainMessages.deleted(domain.domain))
    },
  })
}

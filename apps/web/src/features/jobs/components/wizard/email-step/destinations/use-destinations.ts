import { hasDestinations, type DestinationView } from '@herald/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { errorText } from '../../../../../../lib/api-error.ts'
import { notifyError, notifySuccess } from '../../../../../../lib/notify.ts'
import { useSession } from '../../../../../../lib/session.ts'
import {
  addDestination,
  destinationKeys,
  destinationsQuery,
  removeDestination,
  testDestination,
} from '../../../../api/destinations.ts'

/** A webhook's signing secret, shown once right after it is added. */
export interface ShownSecret {
  label: string
  value: string
}

/**
 * The job's destinations (ADR 0048) when the plan has them: the list, the add dialog's state and its save, the
 * secret a new webhook is shown with, Remove and 'Send a test'.
 */
export function useDestinations(jobId: number) {
  const { account } = useSession()
  const allowed = account === null || hasDestinations(account.subscriptionType)
  const list = useQuery({ ...destinationsQuery(jobId), enabled: allowed })
  const queryClient = useQueryClient()
  const [adding, setAdding] = useState(false)
  const [secret, setSecret] = useState<ShownSecret | undefined>()
  const refresh = () => queryClient.invalidateQueries({ queryKey: destinationKeys.list(jobId) })
  const add = useMutation({
    mutationFn: (input: Parameters<typeof addDestination>[1]) => addDestination(jobId, input),
    onSuccess: async (created) => {
      setAdding(false)
      if (created.secret) setSecret({ label: created.label, value: created.secret })
      notifySuccess(`${created.label} added.`)
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (d: DestinationView) => removeDestination(jobId, d.id),
    onSuccess: refresh,
  })
  const test = useMutation({
    mutationFn: (d: DestinationView) => testDestination(jobId, d.id),
    onSuccess: (answer) => notifySuccess(answer.message),
    onError: (error) => notifyError(errorText(error), 'The test was not sent'),
  })
  const startAdding = () => {
    add.reset()
    setAdding(true)
  }
  const hideSecret = () => setSecret(undefined)
  return { allowed, list, adding, setAdding, startAdding, add, remove, test, secret, hideSecret }
}

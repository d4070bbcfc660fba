import type { UserJob } from '@herald/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../../../../lib/api-error.ts'
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts'
import { jobKeys } from '../../../api/job-keys.ts'
import { refreshSampleData, saveRefreshSettings } from '../../../api/refresh-triggers.ts'

/** The refresh settings as typed: numbers stay as typed ('' when empty) until they are saved. */
export interface RefreshSettingsDraft {
  runOnSchedule: boolean
  runAfterRefresh: boolean
  pollMinutes: number | string
  windowStart: string
  windowEnd: string
  minHours: number | string
}

function draftOf(job: UserJob): RefreshSettingsDraft {
  return {
    runOnSchedule: job.runOnSchedule,
    runAfterRefresh: job.runAfterRefresh,
    pollMinutes: job.refreshPollMinutes,
    windowStart: job.runWindowStart ?? '',
    windowEnd: job.runWindowEnd ?? '',
    minHours: job.refreshMinHours ?? '',
  }
}

/** The job as saved, kept in the cache for its pages and the job list. */
export function useKeepJob() {
  const queryClient = useQueryClient()
  return (saved: UserJob) => {
    queryClient.setQueryData(jobKeys.detail(saved.id), saved)
    void queryClient.invalidateQueries({ queryKey: jobKeys.lists() })
  }
}

/** The job's refresh settings (ADR 0044), edited, then saved on their own; a refused save says why. */
export function useRefreshSettings(job: UserJob, keep: (saved: UserJob) => void) {
  const [draft, setDraft] = useState(() => draftOf(job))
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const change = (patch: Partial<RefreshSettingsDraft>) => setDraft((current) => ({ ...current, ...patch }))
  const save = async () => {
    setSaving(true)
    setProblem(null)
    try {
      keep(
        await saveRefreshSettings(job.id, {
          runOnSchedule: draft.runOnSchedule,
          runAfterRefresh: draft.runAfterRefresh,
          refreshPollMinutes: Number(draft.pollMinutes),
          runWindowStart: draft.windowStart || null,
          runWindowEnd: draft.windowEnd || null,
          refreshMinHours: draft.minHours === '' ? null : Number(draft.minHours),
        }),
      )
      notifySuccess('Saved!')
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'The settings could not be saved.'
      setProblem(message)
      notifyError(message)
    } finally {
      setSaving(false)
    }
  }
  return { draft, change, save, saving, problem }
}

/** Refresh sample data: records a completed refresh of the sample source, and says how many jobs started. */
export function useRefreshSample() {
  const queryClient = useQueryClient()
  const [refreshing, setRefreshing] = useState(false)
  const refresh = async () => {
    setRefreshing(true)
    try {
      const { jobsStarted } = await refreshSampleData()
      notifySuccess(
        jobsStarted === 1
          ? 'Sample data refreshed: 1 job started.'
          : `Sample data refreshed: ${jobsStarted} jobs started.`,
      )
      void queryClient.invalidateQueries({ queryKey: jobKeys.all })
    } finally {
      setRefreshing(false)
    }
  }
  return { refresh, refreshing }
}

import {
  refreshTriggersApi,
  type RefreshSettingsInput,
  type SampleRefreshResult,
  type TriggerUrlResult,
  type UserJob,
} from '@herald/contracts'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** Saves when the job runs besides its schedule (ADR 0044); the job as saved. */
export function saveRefreshSettings(id: number, body: RefreshSettingsInput): Promise<UserJob> {
  return callEndpoint(refreshTriggersApi.saveRefreshSettings, { params: { id }, body, toast: false })
}

/** Creates (or regenerates) the job's trigger URL: shown once. */
export function createTriggerUrl(id: number): Promise<TriggerUrlResult> {
  return callEndpoint(refreshTriggersApi.createTrigger, { params: { id } })
}

export function revokeTriggerUrl(id: number): Promise<unknown> {
  return callEndpoint(refreshTriggersApi.revokeTrigger, { params: { id } })
}

/** Records a completed refresh of the sample data; the account's waiting jobs start. */
export function refreshSampleData(): Promise<SampleRefreshResult> {
  return callEndpoint(refreshTriggersApi.refreshSample)
}

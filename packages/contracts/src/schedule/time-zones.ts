// Time zones for the job wizard (spec §2: a searchable list, each with a UTC-offset label).
// Decisions: only IANA identifiers count as valid (Intl also accepts offsets like '+05:00', which we
// refuse); 'UTC' and 'Etc/GMT' (the list default, spec §3) are offered although Intl does not list them;
// zones Intl lists under an old name (Asia/Calcutta) are offered under the current one (Asia/Kolkata).
import { zoneOffsetMs } from './zone-clock.ts'
import { CURRENT_ZONE_NAMES } from './zone-names.ts'

export interface TimeZoneOption {
  value: string
  label: string
}

/** Whether the runtime knows this IANA time zone identifier. */
export function isValidTimeZone(timeZone: string): boolean {
  let valid = knownZones.get(timeZone)
  if (valid === undefined) {
    valid = /^[A-Za-z]/.test(timeZone) && acceptedByIntl(timeZone)
    if (knownZones.size < 1000) knownZones.set(timeZone, valid)
  }
  return valid
}

/** Answers so far: building a formatter to ask costs more than the rest of a next-run computation. */
const knownZones = new Map<string, boolean>()

function acceptedByIntl(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/** 'UTC+05:45', 'UTC-03:00', 'UTC+00:00' for an offset in milliseconds. */
export function formatUtcOffset(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000)
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  return `UTC${offsetMs < 0 ? '-' : '+'}${hh}:${mm}`
}

/** Every zone as '(UTC-05:00) America/New_York' with its offset at `now`, sorted by offset then name. */
export function timeZoneOptions(now: Date = new Date()): TimeZoneOption[] {
  const listed = Intl.supportedValuesOf('timeZone').map((zone) => CURRENT_ZONE_NAMES[zone] ?? zone)
  const zones = new Set([...listed, 'Etc/GMT', 'UTC'])
  return [...zones]
    .map((zone) => ({ zone, offset: zoneOffsetMs(zone, now.getTime()) }))
    .sort((a, b) => a.offset - b.offset || (a.zone < b.zone ? -1 : a.zone > b.zone ? 1 : 0))
    .map(({ zone, offset }) => ({ value: zone, label: `(${formatUtcOffset(offset)}) ${zone}` }))
}

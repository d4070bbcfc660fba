/** Excel's longest sheet name. */
const MAX_LENGTH = 31
/** Characters Excel forbids in a sheet name, and control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[[\]:*?/\\\u0000-\u001F\u007F]/g
/** Excel keeps this name for its change-tracking sheet. */
const RESERVED = ['history']

/**
 * Sheet names Excel accepts for the given table names, in order: forbidden characters replaced, no
 * apostrophe at either end, at most 31 characters, and unique ignoring case ("Sales (2)" for a repeat).
 */
export function uniqueSheetNames(names: string[]): string[] {
  const taken = new Set(RESERVED)
  return names.map((name) => {
    const base = cleanSheetName(name)
    let candidate = base
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
      const suffix = ` (${n})`
      candidate = trimEnds(truncate(base, MAX_LENGTH - suffix.length)) + suffix
    }
    taken.add(candidate.toLowerCase())
    return candidate
  })
}

function cleanSheetName(name: string): string {
  const cleaned = trimEnds(truncate(trimEnds(name.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ')), MAX_LENGTH))
  return cleaned || 'Sheet'
}

const trimEnds = (name: string) => name.replace(/^[\s']+|[\s']+$/g, '')

/** Cuts to `max` UTF-16 units (Excel's count) without splitting a surrogate pair. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
}

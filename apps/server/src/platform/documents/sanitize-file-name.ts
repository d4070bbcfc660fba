const MAX_LENGTH = 150
const FALLBACK = 'report'

/** Characters Windows, macOS or Linux refuse in a file name, and control characters (CR/LF break headers). */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001F\u007F-\u009F]/g
/** Invisible direction overrides, which can disguise "report\u202Efdp.exe" as "reportexe.pdf". */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
/** Names Windows reserves for devices, with or without an extension. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u

/**
 * A name safe to offer as an attachment or download (DESIGN.md §8.8): no path, no characters any common
 * file system refuses, no header-breaking or direction-faking controls, at most 150 characters with the
 * extension kept, never empty. Unsafe characters become spaces so the words they separated stay apart.
 */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s.]+$/, '')
  const extension = EXTENSION.exec(cleaned)?.[0] ?? ''
  const stem = trimEnds(cleaned.slice(0, cleaned.length - extension.length))
  if (!stem) return FALLBACK + extension
  const safeStem = WINDOWS_DEVICE.test(stem + extension) ? `_${stem}` : stem
  return trimEnds(truncate(safeStem, MAX_LENGTH - extension.length)) + extension
}

/** Leading dots would hide the file or walk up a directory; trailing ones Windows drops. */
const trimEnds = (text: string) => text.replace(/^[\s.]+|[\s.]+$/g, '')

/** Cuts to `max` characters, counting an emoji or other astral character as one. */
function truncate(text: string, max: number): string {
  const characters = Array.from(text)
  return characters.length <= max ? text : characters.slice(0, max).join('')
}

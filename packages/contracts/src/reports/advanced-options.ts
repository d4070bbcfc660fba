/** Spec §5 "Canvas", "Pages to print" and "Timeout" rules for step 2's Advanced section. */
export const advancedMessages = {
  wholeNumbers: 'Please enter whole numbers only (no decimals)',
  canvasRange: 'Canvas width and height must be between 100 and 10000 pixels.',
  pagesCleaned: 'Invalid characters (: ; /) and extra spaces were automatically removed from page names',
  pagesCharactersCleaned: 'Invalid characters (: ; /) were automatically removed from page names',
  pagesSpacesCleaned: 'Extra spaces were automatically removed from page names',
  pagesInvalid: 'Page names cannot contain the characters : ; /',
  timeoutNumbersOnly: 'Please enter numbers only',
  timeoutNegative: 'Timeout cannot be negative',
  timeoutTooLong: 'Timeout cannot exceed 180 seconds',
  delayRange: 'Delay between pages must be a whole number of seconds from 0 to 60.',
} as const

export const DEFAULT_PAGE_SIZE_TEXT = '1280*720'
export const TIMEOUT_MAX = 180
export const CANVAS_MIN = 100
export const CANVAS_MAX = 10_000

export interface Canvas {
  width: number
  height: number
}

/** 'width*height' → pixels, or undefined when it is not two whole numbers in range. */
export function parsePageSize(pageSize: string): Canvas | undefined {
  const match = /^(\d+)\*(\d+)$/.exec(pageSize.trim())
  if (!match) return undefined
  const width = Number(match[1])
  const height = Number(match[2])
  const inRange = (n: number) => n >= CANVAS_MIN && n <= CANVAS_MAX
  return inRange(width) && inRange(height) ? { width, height } : undefined
}

/** The problem with a pageSize text (server side), or undefined. */
export function pageSizeProblem(pageSize: string): string | undefined {
  if (!/^\d+\*\d+$/.test(pageSize.trim())) return advancedMessages.wholeNumbers
  return parsePageSize(pageSize) ? undefined : advancedMessages.canvasRange
}

/** On blur: removes : ; / and extra spaces around pipe-separated page names, with the 5-second warning to show. */
export function cleanPagesToPrint(value: string): { value: string; warning?: string } {
  const withoutCharacters = value.replace(/[:;/]/g, '')
  const removedCharacters = withoutCharacters !== value
  const cleaned = withoutCharacters
    .split('|')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter((name) => name !== '')
    .join('|')
  const removedSpaces = cleaned !== withoutCharacters
  const warning =
    removedCharacters && removedSpaces
      ? advancedMessages.pagesCleaned
      : removedCharacters
        ? advancedMessages.pagesCharactersCleaned
        : removedSpaces
          ? advancedMessages.pagesSpacesCleaned
          : undefined
  return warning ? { value: cleaned, warning } : { value: cleaned }
}

/** 'All' (or empty) → every page; otherwise the pipe-separated page names. */
export function pagesToPrintList(value: string): 'All' | string[] {
  const names = value
    .split('|')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  return names.length === 0 || (names.length === 1 && names[0]!.toLowerCase() === 'all') ? 'All' : names
}

/** On blur: empty → 0, non-numeric → 0, negative → 0, above 180 → 180, each with its message. */
export function normalizeTimeout(raw: string): { value: number; warning?: string } {
  const text = raw.trim()
  if (text === '') return { value: 0 }
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { value: 0, warning: advancedMessages.timeoutNumbersOnly }
  const value = Math.trunc(Number(text))
  if (value < 0) return { value: 0, warning: advancedMessages.timeoutNegative }
  if (value > TIMEOUT_MAX) return { value: TIMEOUT_MAX, warning: advancedMessages.timeoutTooLong }
  return { value }
}

import { z } from 'zod/mini'

/** Answers to input no endpoint can take, whatever its fields (no 5xx from input). */
export const inputMessages = {
  nulCharacter: (field: string) => `${field} cannot contain the NUL character (\\u0000).`,
  unpairedSurrogate: (field: string) =>
    `${field} contains an unpaired UTF-16 surrogate (\\uD800-\\uDFFF). Send valid Unicode text.`,
  notFound: 'Not found',
} as const

/** Ids are PostgreSQL `integer` (serial) columns: no record has a larger id. */
export const MAX_RECORD_ID = 2_147_483_647

/** How many text problems one answer lists; the rest are found once these are fixed. */
const MAX_TEXT_PROBLEMS = 10
const SURROGATE = /[\uD800-\uDFFF]/
const UNPAIRED = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

type Path = Array<string | number>
/** A path kept as a link to its parent, so deep nesting costs no copying; spelled out only for a problem. */
interface Step {
  parent: Step | undefined
  key: string | number
}
const pathOf = (step: Step | undefined): Path => {
  const path: Path = []
  for (let at = step; at; at = at.parent) path.push(at.key)
  return path.reverse()
}
const fieldName = (path: Path) => path.map((part) => String(part).replaceAll('\u0000', '\\u0000')).join('.')

/** What is wrong with a text, as the message naming its field; undefined when it can be stored. */
function textProblem(text: string): ((field: string) => string) | undefined {
  if (text.includes('\u0000')) return inputMessages.nulCharacter
  return SURROGATE.test(text) && UNPAIRED.test(text) ? inputMessages.unpairedSurrogate : undefined
}

/**
 * Every string and object key in a request input that PostgreSQL cannot store as sent (a NUL, or an
 * unpaired surrogate that would silently become U+FFFD), with its path. Walks without recursion, so
 * any depth of nesting is fine.
 */
export function unstorableText(input: unknown): Array<{ path: Path; message: string }> {
  const problems: Array<{ path: Path; message: string }> = []
  /** Records the text's problem, if any; true when it had one. */
  const check = (text: string, step: Step | undefined) => {
    const problem = textProblem(text)
    if (!problem) return false
    const path = pathOf(step)
    problems.push({ path, message: problem(fieldName(path)) })
    return true
  }
  const stack: Array<[unknown, Step | undefined]> = [[input, undefined]]
  while (stack.length > 0 && problems.length < MAX_TEXT_PROBLEMS) {
    const [value, step] = stack.pop()!
    if (typeof value === 'string') check(value, step)
    else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], { parent: step, key: i }])
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!
        const keyStep = { parent: step, key }
        if (!check(key, keyStep)) stack.push([child, keyStep])
      }
    }
  }
  return problems
}

/**
 * Any request input (body, query, params, headers) whose text can be stored: the server puts it in front
 * of every route's own schema, so each text field of every contract refuses NUL without saying so itself.
 */
export const StorableInput = z.unknown().check(
  z.superRefine((input, ctx) => {
    for (const { path, message } of unstorableText(input))
      ctx.issues.push({ code: 'custom', input, path, message })
  }),
)

/** The 404 marker a validation issue carries when the input names something that cannot exist. */
export const NOT_FOUND_ISSUE = { status: 404 } as const

const withinIdRange = z.refine<number>((n) => !(Number.isInteger(n) && n > MAX_RECORD_ID), {
  params: NOT_FOUND_ISSUE,
  abort: true,
  error: inputMessages.notFound,
})

/**
 * A record id in a body: a positive whole number. A whole number beyond the integer range names no record,
 * so it is a 404 'Not found' like any other id that does not exist (the server maps the marker).
 */
export const recordId = (message?: string) =>
  z
    .number(message === undefined ? undefined : { error: message })
    .check(withinIdRange, z.int(message), z.positive(message))

/** A record id in a path or query string (text coerced to a number); the same rules as `recordId`. */
export const recordIdParam = (message?: string) =>
  z.coerce
    .number(message === undefined ? undefined : { error: message })
    .check(withinIdRange, z.int(message), z.positive(message))
export const RecordIdParam = recordIdParam()

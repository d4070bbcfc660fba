import fc from 'fast-check'
import { z } from 'zod'

/** JSON Schema as z.toJSONSchema writes it (the parts used here). */
interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
}

/** Nesting no real client sends: far deeper than any schema, to find recursion in the server. */
const deeplyNested = (depth: number) => {
  let value: object = ['bottom']
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value }
  // Named in reports instead of printed: fast-check's printer recurses and would overflow the stack.
  return Object.defineProperty(value, fc.toStringMethod, { value: () => `<nested ${depth} deep>` })
}

/** Values a hostile or broken client sends in place of any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '',
    ' ',
    '%00',
    '-1',
    '0',
    '1e309',
    '2147483648',
    '9007199254740993',
    '99999999999999999999999',
    '__proto__',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    'Sales/Region',
    'x'.repeat(10_000),
  ),
  fc.constantFrom(0, -1, 0.5, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308),
  fc.constantFrom(null, true, [], {}, { __proto__: { polluted: true } }),
  fc.constant(deeplyNested(1_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
)

const cap = (n: number | undefined, limit: number) => Math.min(n ?? limit, limit)

/**
 * Values that follow a JSON Schema, each field now and then replaced by a hostile value. `known` gives real
 * values by property name (an id that exists, a BI tool's slug) so requests also reach past the lookups.
 */
export function arbitraryFromJsonSchema(
  schema: JsonSchema,
  known: Record<string, unknown[]> = {},
  name?: string,
): fc.Arbitrary<unknown> {
  const own = fromSchema(schema, known)
  const real = name !== undefined ? known[name] : undefined
  const valid = real ? fc.oneof(fc.constantFrom(...real), own) : own
  return fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: hostileValue, weight: 1 })
}

function fromSchema(schema: JsonSchema, known: Record<string, unknown[]>): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const options = schema.anyOf ?? schema.oneOf
  if (options) return fc.oneof(...options.map((option) => arbitraryFromJsonSchema(option, known)))
  if (schema.allOf?.[0]) return fromSchema(schema.allOf[0], known)
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, known)))
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {}
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryFromJsonSchema(value, known, key)]),
      )
      return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) })
    }
    case 'array':
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((s) => arbitraryFromJsonSchema(s, known)))
      return fc.array(arbitraryFromJsonSchema(schema.items ?? {}, known), {
        minLength: cap(schema.minItems, 3),
        maxLength: Math.max(cap(schema.minItems, 3), cap(schema.maxItems, 5)),
      })
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern))
      if (schema.format === 'email') return fc.emailAddress()
      return fc.string({
        minLength: cap(schema.minLength, 20),
        maxLength: Math.max(cap(schema.minLength, 20), cap(schema.maxLength, 40)),
      })
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000)
      const max =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000)
      return fc.integer({
        min: Math.max(min, Number.MIN_SAFE_INTEGER),
        max: Math.min(max, Number.MAX_SAFE_INTEGER),
      })
    }
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/**
 * Values for a route's zod schema (body, query, params or headers), from its JSON Schema as a client sees it.
 * `whole` false keeps the top level the schema's own shape (params and queries are always an object).
 */
export function arbitraryFromZod(
  schema: unknown,
  known: Record<string, unknown[]> = {},
  whole = true,
): fc.Arbitrary<unknown> {
  let json: JsonSchema
  try {
    json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    json = {}
  }
  return whole ? arbitraryFromJsonSchema(json, known) : fromSchema(json, known)
}

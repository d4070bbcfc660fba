import { z } from 'zod/mini'

export const DEFAULT_PAGE_SIZE = 30

/**
 * The paging of a sorted list query: `page` from 0, `size` 1–200 (DEFAULT_PAGE_SIZE), and `sort` as
 * `field,asc` or `field,desc` with a field of `fields`.
 */
export function sortedPageShape(fields: readonly string[], defaultSort: string) {
  return {
    page: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
    size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), DEFAULT_PAGE_SIZE),
    sort: z._default(
      z
        .string()
        .check(
          z.regex(
            new RegExp(`^(${fields.join('|')}),(asc|desc)$`),
            `Sort by one of ${fields.join(', ')}, then ,asc or ,desc.`,
          ),
        ),
      defaultSort,
    ),
  }
}

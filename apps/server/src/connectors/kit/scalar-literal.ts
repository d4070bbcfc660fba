import type { FilterScalar } from '@herald/contracts'

/** How a BI tool's filter syntax writes an ISO day and a text. */
export interface LiteralSyntax {
  date: (day: string) => string
  text: (text: string) => string
}

/** A filter value as a BI tool's syntax writes it: numbers bare (int(5) → 5, a decimal as typed), dates and text its way. */
export function scalarLiteral(item: FilterScalar, syntax: LiteralSyntax): string {
  switch (item.kind) {
    case 'int':
      return String(item.value)
    case 'decimal':
      return item.text
    case 'date':
      return syntax.date(item.date)
    case 'text':
      return syntax.text(item.text)
  }
}

/**
 * The fake Power BI's Sales model: its two filter languages (report-level filters of Export To File, DAX row
 * counts), and the text of an exported file.
 */
export type Sale = { region: string; revenue: number; year?: number }

/** Splits `A and B` on the ` and ` outside quoted strings (reference §2.9: expressions joined by `and`). */
function expressions(filter: string): string[] {
  return filter.split(/ and (?=(?:[^']*'[^']*')*[^']*$)/)
}

/**
 * One expression on the fake model (reference §2.9): Sales/Region takes quoted strings (`eq 'East'`,
 * `in ('East','West')`), Sales/Year bare whole numbers (`eq 2026`, `in (2025,2026)`, `ge`/`le`); a value typed
 * wrongly for its column is a bad filter (400), as Power BI refuses it. A field of another table is not
 * filtered here. Undefined = bad.
 */
function keeps(expression: string): ((sale: Sale) => boolean) | undefined {
  const match = /^([A-Za-z_0-9]+)\/([A-Za-z_0-9]+) (eq|in|ge|le) (.+)$/.exec(expression)
  if (!match) return undefined
  const [, table, column, op, rest] = match as unknown as [string, string, string, string, string]
  if (table !== 'Sales' || (column !== 'Region' && column !== 'Year')) return () => true
  const literals = op === 'in' ? /^\((.*)\)$/.exec(rest)?.[1]?.split(/,(?=(?:[^']*'[^']*')*[^']*$)/) : [rest]
  if (!literals) return undefined
  if (column === 'Region') {
    const texts = literals.map((l) =>
      /^'((?:[^']|'')*)'$/.exec(l.trim())?.[1]?.replaceAll("''", "'").toLowerCase(),
    )
    if (texts.some((t) => t === undefined) || op === 'ge' || op === 'le') return undefined
    return (sale) => texts.includes(sale.region.toLowerCase())
  }
  const numbers = literals.map((l) => (/^-?\d+$/.test(l.trim()) ? Number(l) : undefined))
  if (numbers.some((n) => n === undefined)) return undefined
  const [n] = numbers as number[]
  if (op === 'ge') return (sale) => sale.year !== undefined && sale.year >= n!
  if (op === 'le') return (sale) => sale.year !== undefined && sale.year <= n!
  return (sale) => sale.year !== undefined && numbers.includes(sale.year)
}

/** The sales rows a report-level filter keeps: every expression joined by `and` (at most 10), or 'bad'. */
export function filteredSales(filter: string | undefined, all: Sale[]): Sale[] | 'bad' {
  if (filter === undefined) return all
  const parts = expressions(filter)
  if (parts.length > 10) return 'bad'
  const tests = parts.map(keeps)
  if (tests.some((t) => t === undefined)) return 'bad'
  return all.filter((sale) => tests.every((t) => t!(sale)))
}

/**
 * The row count Herald asks before skipping an empty row (ADR 0043, 0046):
 * `EVALUATE ROW("Rows", COUNTROWS(CALCULATETABLE('Sales', 'Sales'[Region] = "East", 'Sales'[Year] = 2026)))`:
 * boolean filter arguments (AND), each `= v` or `IN {"a", "b"}`, on the fake's Sales columns Region, Revenue and
 * Year. Anything else is undefined (a DAX failure, 400).
 */
function salesRowCount(sales: Sale[], query: string): number | undefined {
  const match = /^EVALUATE ROW\("Rows", COUNTROWS\(CALCULATETABLE\('Sales', (.+)\)\)\)$/.exec(query)
  if (!match) return undefined
  const outsideQuotes = /,\s*(?=(?:[^"]*"[^"]*")*[^"]*$)/
  const conditions = match[1]!.split(/, (?='Sales'\[)/)
  const tests = conditions.map((condition) => {
    const c = /^'Sales'\[(Region|Revenue|Year)\] (?:= (.+)|IN \{(.+)\})$/.exec(condition)
    if (!c) return undefined
    const literals = (c[2] ?? c[3]!).split(outsideQuotes).map((literal) => {
      const text = /^"((?:[^"]|"")*)"$/.exec(literal.trim())
      return text ? text[1]!.replaceAll('""', '"') : Number(literal)
    })
    const key = c[1] === 'Region' ? 'region' : c[1] === 'Year' ? 'year' : 'revenue'
    return (row: (typeof sales)[number]) => literals.includes(row[key] as string | number)
  })
  if (tests.some((test) => test === undefined)) return undefined
  return sales.filter((row) => tests.every((test) => test!(row))).length
}

/**
 * Datasets - Execute Queries on the fake model: the distinct regions, or a row count (COUNTROWS of an empty table is
 * BLANK, serialized as null with includeNulls, reference §2.10); any other DAX fails as Power BI's does (400).
 */
export function executeQueries(sales: Sale[], query: string): [number, unknown] {
  if (/^EVALUATE DISTINCT\('Sales'\[Region\]\)$/.test(query))
    return [200, { results: [{ tables: [{ rows: sales.map((s) => ({ 'Sales[Region]': s.region })) }] }] }]
  const count = salesRowCount(sales, query)
  if (count !== undefined) return [200, { results: [{ tables: [{ rows: [{ '[Rows]': count || null }] }] }] }]
  return [
    400,
    {
      error: {
        code: 'DatasetExecuteQueriesError',
        'pbi.error': {
          code: 'DatasetExecuteQueriesError',
          parameters: {},
          details: [
            { code: 'DetailsMessage', detail: { type: 1, value: 'Failed to execute the DAX query.' } },
          ],
        },
      },
    },
  ]
}

/** What an exported file prints: the report, the pages asked for (else all), and the sales rows its filter kept. */
export function exportedLines(
  report: { name: string; pages: { name: string; displayName: string }[] },
  pageNames: string[] | undefined,
  sales: Sale[],
): string[] {
  return [
    report.name,
    ...(pageNames ?? report.pages.map((p) => p.name)).map(
      (n) => `Page: ${report.pages.find((p) => p.name === n)?.displayName ?? n}`,
    ),
    ...sales.map(
      (s) => `Region ${s.region}${s.year === undefined ? '' : ` Year ${s.year}`}: revenue ${s.revenue}`,
    ),
  ]
}

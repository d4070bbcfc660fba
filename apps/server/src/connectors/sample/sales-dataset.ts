import { CATEGORIES, CHANNELS, PRODUCTS, REGION_PROFILES, REGIONS } from './dimensions.ts'
import { mulberry32, pickWeighted } from './prng.ts'

/** Columns held as codes into a dictionary of their distinct values. */
export type CodedColumn =
  'date' | 'month' | 'year' | 'region' | 'country' | 'product' | 'category' | 'channel' | 'customerEmail'

/**
 * The `Sales` table, column by column (one order line per index): text and dates as small integer
 * codes into dictionaries, so that filtering and grouping 60,000 rows takes a fraction of a millisecond.
 */
export type SalesTable = { readonly size: number } & {
  readonly [C in CodedColumn]: Uint8Array | Uint16Array
} & {
  readonly dictionaries: { readonly [C in CodedColumn]: readonly string[] }
  readonly units: Uint8Array
  readonly revenue: Float64Array
  /** Region code of each country code. */
  readonly countryRegion: Uint8Array
  /** Country code of each customer code. */
  readonly customerCountry: Uint8Array
  /** Category code of each product code. */
  readonly productCategory: Uint8Array
}

/** One order line, spelled out. */
export interface SalesRow {
  date: string
  region: string
  country: string
  product: string
  category: string
  channel: string
  revenue: number
  units: number
  customerEmail: string
}

export const SALES_ROW_COUNT = 60_000
export const FIRST_DATE = '2024-01-01'
export const LAST_DATE = '2025-12-31'
const SEED = 20240101
const CUSTOMERS_PER_COUNTRY = 150
const DAY_MS = 86_400_000

function isoDays(): string[] {
  const days: string[] = []
  for (let t = Date.parse(FIRST_DATE); t <= Date.parse(LAST_DATE); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10))
  return days
}

/** The table's dictionaries and empty columns of `size` lines, with the codes' parents (country → region …). */
function emptyTable(size: number): SalesTable {
  const date = isoDays()
  const countries = REGION_PROFILES.flatMap((profile) => profile.countries)
  const customerEmail = countries.flatMap((c) =>
    Array.from({ length: CUSTOMERS_PER_COUNTRY }, (_, n) => `buyer${n + 1}.${c.slug}@example.org`),
  )
  return {
    size,
    dictionaries: {
      date,
      month: [...new Set(date.map((day) => day.slice(0, 7)))],
      year: [...new Set(date.map((day) => day.slice(0, 4)))],
      region: [...REGIONS],
      country: countries.map((c) => c.name),
      product: PRODUCTS.map((p) => p.name),
      category: [...CATEGORIES],
      channel: CHANNELS.map((c) => c.name),
      customerEmail,
    },
    date: new Uint16Array(size),
    month: new Uint8Array(size),
    year: new Uint8Array(size),
    region: new Uint8Array(size),
    country: new Uint8Array(size),
    product: new Uint8Array(size),
    category: new Uint8Array(size),
    channel: new Uint8Array(size),
    customerEmail: new Uint16Array(size),
    units: new Uint8Array(size),
    revenue: new Float64Array(size),
    countryRegion: Uint8Array.from(REGION_PROFILES.flatMap((p, r) => p.countries.map(() => r))),
    customerCountry: Uint8Array.from(customerEmail, (_, i) => Math.floor(i / CUSTOMERS_PER_COUNTRY)),
    productCategory: Uint8Array.from(PRODUCTS, (p) => CATEGORIES.indexOf(p.category)),
  }
}

const CHANNEL_DISCOUNT: Record<string, number> = { Partner: 0.85, Marketplace: 0.93 }
const weights = (items: readonly { weight: number }[]) => items.map((item) => item.weight)

/** What drawing a line needs, worked out once: each day's month and year codes, the weights, country offsets. */
function drawingPlan(table: SalesTable) {
  const { date, month, year } = table.dictionaries
  return {
    days: date.length,
    dayMonth: date.map((day) => month.indexOf(day.slice(0, 7))),
    dayYear: date.map((day) => year.indexOf(day.slice(0, 4))),
    countryOffset: REGION_PROFILES.map((_, r) =>
      REGION_PROFILES.slice(0, r).reduce((n, p) => n + p.countries.length, 0),
    ),
    regionWeights: weights(REGION_PROFILES),
    productWeights: weights(PRODUCTS),
    channelWeights: weights(CHANNELS),
    countryWeights: REGION_PROFILES.map((p) => weights(p.countries)),
  }
}

/** A line's price per unit: the product's, by region, season (peak in summer), growth over time and channel. */
function unitPrice(product: number, region: number, channel: number, monthIndex: number, growth: number) {
  const season = 1 + 0.18 * Math.sin((((monthIndex % 12) - 2) / 12) * 2 * Math.PI)
  const discount = CHANNEL_DISCOUNT[CHANNELS[channel]?.name ?? ''] ?? 1
  const base = PRODUCTS[product]?.price ?? 0
  const profile = REGION_PROFILES[region] ?? REGION_PROFILES[0]
  return base * (profile?.priceFactor ?? 1) * season * growth * discount
}

/** Draws line `i` (its day spread evenly over the two years) and writes it into the table's columns. */
function drawLine(table: SalesTable, plan: ReturnType<typeof drawingPlan>, random: () => number, i: number) {
  const day = Math.floor((i * plan.days) / table.size)
  const monthIndex = plan.dayMonth[day] ?? 0
  const region = pickWeighted(random, plan.regionWeights)
  const country = (plan.countryOffset[region] ?? 0) + pickWeighted(random, plan.countryWeights[region] ?? [])
  const product = pickWeighted(random, plan.productWeights)
  const channel = pickWeighted(random, plan.channelWeights)
  const units = 1 + Math.floor(random() ** 2 * 12)
  const growth = 1 + (0.12 * day) / plan.days
  const price = unitPrice(product, region, channel, monthIndex, growth) * (0.9 + 0.2 * random())
  table.date[i] = day
  table.month[i] = monthIndex
  table.year[i] = plan.dayYear[day] ?? 0
  table.region[i] = region
  table.country[i] = country
  table.product[i] = product
  table.category[i] = table.productCategory[product] ?? 0
  table.channel[i] = channel
  table.customerEmail[i] = country * CUSTOMERS_PER_COUNTRY + Math.floor(random() * CUSTOMERS_PER_COUNTRY)
  table.units[i] = units
  table.revenue[i] = Math.round(units * price * 100) / 100
}

/** Generates the table from a fixed seed: the same rows, in the same order, on every machine. */
export function generateSales(size = SALES_ROW_COUNT): SalesTable {
  const random = mulberry32(SEED)
  const table = emptyTable(size)
  const plan = drawingPlan(table)
  for (let i = 0; i < size; i++) drawLine(table, plan, random, i)
  return table
}

let cached: SalesTable | undefined

/** The process-wide table, generated on first use (about 20 ms). */
export function salesTable(): SalesTable {
  cached ??= generateSales()
  return cached
}

/** Row `index` spelled out (tests, spot checks). */
export function salesRow(table: SalesTable, index: number): SalesRow {
  const text = (column: CodedColumn) => table.dictionaries[column][table[column][index] as number] as string
  return {
    date: text('date'),
    region: text('region'),
    country: text('country'),
    product: text('product'),
    category: text('category'),
    channel: text('channel'),
    revenue: table.revenue[index] as number,
    units: table.units[index] as number,
    customerEmail: text('customerEmail'),
  }
}

/**
 * The sample's dimension members. Only the region column may contain the words East, West, North,
 * South or Central: tests print a report filtered to one region and look for the others' names.
 */
export const REGIONS = ['East', 'West', 'North', 'South', 'Central'] as const
export type Region = (typeof REGIONS)[number]

export interface RegionProfile {
  region: Region
  weight: number
  /** Price level, so that one region's figures differ from another's. */
  priceFactor: number
  countries: readonly { name: string; slug: string; weight: number }[]
}

const countries = (...names: string[]) =>
  names.map((name, index) => ({ name, slug: name.toLowerCase().replace(/\s+/g, '-'), weight: 5 - index }))

export const REGION_PROFILES: readonly RegionProfile[] = [
  {
    region: 'East',
    weight: 26,
    priceFactor: 1.08,
    countries: countries('Japan', 'Korea', 'Vietnam', 'Philippines', 'Indonesia'),
  },
  {
    region: 'West',
    weight: 24,
    priceFactor: 1.15,
    countries: countries('United States', 'Canada', 'Mexico', 'Brazil', 'Chile'),
  },
  {
    region: 'North',
    weight: 14,
    priceFactor: 1.22,
    countries: countries('Norway', 'Sweden', 'Finland', 'Denmark', 'Iceland'),
  },
  {
    region: 'South',
    weight: 16,
    priceFactor: 0.88,
    countries: countries('Australia', 'New Zealand', 'Argentina', 'Uruguay', 'Peru'),
  },
  {
    region: 'Central',
    weight: 20,
    priceFactor: 1,
    countries: countries('Germany', 'Austria', 'Switzerland', 'Poland', 'Czechia'),
  },
]

export const CATEGORIES = ['Electronics', 'Furniture', 'Office Supplies', 'Apparel'] as const
export type Category = (typeof CATEGORIES)[number]

export interface Product {
  name: string
  category: Category
  price: number
  weight: number
}

export const PRODUCTS: readonly Product[] = [
  { name: 'Laptop Pro 14', category: 'Electronics', price: 1299, weight: 3 },
  { name: 'Tablet Air 11', category: 'Electronics', price: 599, weight: 4 },
  { name: 'Monitor 27', category: 'Electronics', price: 349, weight: 5 },
  { name: 'Wireless Mouse', category: 'Electronics', price: 29, weight: 9 },
  { name: 'Noise-cancelling Headphones', category: 'Electronics', price: 249, weight: 5 },
  { name: 'Office Chair', category: 'Furniture', price: 219, weight: 5 },
  { name: 'Standing Desk', category: 'Furniture', price: 499, weight: 3 },
  { name: 'Bookshelf', category: 'Furniture', price: 149, weight: 3 },
  { name: 'Desk Lamp', category: 'Furniture', price: 45, weight: 6 },
  { name: 'Notebook A5', category: 'Office Supplies', price: 6, weight: 12 },
  { name: 'Gel Pens (10)', category: 'Office Supplies', price: 9, weight: 11 },
  { name: 'Paper Ream', category: 'Office Supplies', price: 7, weight: 10 },
  { name: 'Stapler', category: 'Office Supplies', price: 15, weight: 6 },
  { name: 'Rain Jacket', category: 'Apparel', price: 129, weight: 5 },
  { name: 'Running Shoes', category: 'Apparel', price: 99, weight: 6 },
  { name: 'Wool Sweater', category: 'Apparel', price: 79, weight: 5 },
  { name: 'Cotton T-shirt', category: 'Apparel', price: 19, weight: 9 },
]

export const CHANNELS: readonly { name: string; weight: number }[] = [
  { name: 'Online', weight: 45 },
  { name: 'Retail', weight: 30 },
  { name: 'Partner', weight: 15 },
  { name: 'Marketplace', weight: 10 },
]

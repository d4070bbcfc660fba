import type { PlanOfferId, SubscriptionType } from '@herald/contracts'
import type Stripe from 'stripe'

interface OfferPrice {
  /** The price's lookup_key in Stripe: found by it, or created with it on first use (ADR 0025). */
  lookupKey: string
  name: string
  unitAmount: number
  recurring: boolean
  plan: SubscriptionType
}

/** Spec §1: Standard USD 50/month, Premium USD 100/month, Prepaid USD 200/pack (Premium for a fixed time). */
export const OFFER_PRICES: Record<PlanOfferId, OfferPrice> = {
  STANDARD: {
    lookupKey: 'herald_standard_monthly',
    name: 'Herald Standard',
    unitAmount: 5000,
    recurring: true,
    plan: 'STANDARD',
  },
  PREMIUM: {
    lookupKey: 'herald_premium_monthly',
    name: 'Herald Premium',
    unitAmount: 10000,
    recurring: true,
    plan: 'PREMIUM',
  },
  PREPAID: {
    lookupKey: 'herald_prepaid_pack',
    name: 'Herald Prepaid pack',
    unitAmount: 20000,
    recurring: false,
    plan: 'PREMIUM',
  },
}

/** The plan a subscription's price gives, by its lookup_key; undefined for a price that is not Herald's. */
export function planOfPrice(price: Pick<Stripe.Price, 'lookup_key'>): SubscriptionType | undefined {
  const offer = Object.values(OFFER_PRICES).find((o) => o.recurring && o.lookupKey === price.lookup_key)
  return offer?.plan
}

/** Finds the offer's price by lookup_key, creating it (and its product) the first time; cached per process. */
export function createPriceFinder(stripe: Stripe) {
  const found = new Map<PlanOfferId, Promise<string>>()
  const lookUp = async (offer: PlanOfferId): Promise<string> => {
    const spec = OFFER_PRICES[offer]
    const existing = await stripe.prices.list({ lookup_keys: [spec.lookupKey], active: true, limit: 1 })
    if (existing.data[0]) return existing.data[0].id
    const created = await stripe.prices.create({
      currency: 'usd',
      unit_amount: spec.unitAmount,
      lookup_key: spec.lookupKey,
      product_data: { name: spec.name },
      ...(spec.recurring ? { recurring: { interval: 'month' as const } } : {}),
    })
    return created.id
  }
  return (offer: PlanOfferId): Promise<string> => {
    let price = found.get(offer)
    if (!price) {
      price = lookUp(offer)
      found.set(offer, price)
      price.catch(() => found.delete(offer))
    }
    return price
  }
}

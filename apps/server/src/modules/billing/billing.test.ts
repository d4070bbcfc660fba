import {
  billingMessages,
  jobMessages,
  PREPAID_PACK_DAYS,
  type Account,
  type BillingRedirect,
  type PlanOfferId,
  type ProductUsage,
} from '@herald/contracts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInClient } from '../../../test/auth-flows.ts'
import { FakeStripe } from '../../../test/fakes/fake-stripe.ts'
import { signatureHeader, stripeEvent } from '../../../test/fakes/fake-stripe-webhooks.ts'
import { deliver } from '../../../test/fakes/fake-stripe-webhooks.ts'
import type { HttpClient } from '../../../test/http-client.ts'
import { createJob, createReportJob, regionRow, runNow, waitForRun } from '../../../test/report-jobs.ts'
import { startTestHerald, type TestHerald } from '../../../test/start-test-herald.ts'

let t: TestHerald
let stripe: FakeStripe
let db: pg.Client
const DAY_MS = 24 * 60 * 60 * 1000
const WEBHOOK = '/api/billing/stripe-webhook'

beforeAll(async () => {
  stripe = new FakeStripe()
  await stripe.start()
  t = await startTestHerald({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  })
  stripe.webhookUrl = new URL(WEBHOOK, t.url).toString()
  db = new pg.Client({ connectionString: t.databaseUrl })
  await db.connect()
}, 60_000)
afterAll(async () => {
  await db.end()
  await t.stop()
  await stripe.stop()
})

const account = () => signedInClient(t.client(), t.smtp)
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message

async function usage(client: HttpClient): Promise<ProductUsage> {
  const response = await client.get('/api/product-usage/')
  expect(response.status).toBe(200)
  return (await response.json()) as unknown as ProductUsage
}

async function plan(client: HttpClient): Promise<Account['subscriptionType']> {
  return ((await (await client.get('/api/account')).json()) as unknown as Account).subscriptionType
}

/** 'Choose …': the Checkout session Herald opened at the fake Stripe. */
async function checkout(client: HttpClient, offer: PlanOfferId): Promise<string> {
  const response = await client.post('/api/billing/checkout', { offer })
  expect(response.status, await response.clone().text()).toBe(200)
  const { url } = (await response.json()) as unknown as BillingRedirect
  expect(url.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true)
  return url.split('/').pop()!
}

/** Pays on the hosted page and checks Herald took every event. */
async function pay(sessionId: string) {
  const before = stripe.deliveries.length
  await stripe.completeCheckout(sessionId)
  const answers = stripe.deliveries.slice(before).map((d) => d.delivery)
  expect(answers.every((a) => a.status === 200)).toBe(true)
  return stripe.deliveries.slice(before)
}

describe('GET api/product-usage/', () => {
  it('gives the trial, its days remaining and zero usage for a new account, every day of the month so far', async () => {
    const { client } = await account()
    const figures = await usage(client)
    const today = new Date()
    expect(figures).toMatchObject({
      plan: 'FREE_TRIAL',
      daysRemaining: 7,
      canCreateJobs: true,
      month: today.toISOString().slice(0, 7),
      totals: { jobs: 0, runs: 0, files: 0, emails: 0, storageBytes: 0 },
    })
    expect(figures.days).toHaveLength(today.getUTCDate())
    expect(figures.days.at(-1)?.date).toBe(today.toISOString().slice(0, 10))
    expect(figures.billing).toMatchObject({ enabled: true, hasCustomer: false, planEndsAt: null })
  })

  it('counts the job, its run, the files generated, the emails sent and the bytes stored after a run', async () => {
    const { client } = await account()
    const jobId = await createReportJob(client, {
      rows: [regionRow('East', 'usage'), regionRow('West', 'usage')],
    })
    await waitForRun(client, jobId, await runNow(client, jobId))
    const figures = await usage(client)
    const { rows } = await db.query<{ bytes: string }>(
      `select sum(coalesce(f.document_size, 0) + coalesce(f.workbook_size, 0))::text as bytes
       from run_files f join job_runs r on r.id = f.run_id where r.job_id = $1 and f.status = 'GENERATED'`,
      [jobId],
    )
    expect(Number(rows[0]!.bytes)).toBeGreaterThan(0)
    expect(figures.totals).toEqual({
      jobs: 1,
      runs: 1,
      files: 2,
      emails: 2,
      storageBytes: Number(rows[0]!.bytes),
    })
    expect(figures.days.at(-1)).toMatchObject(figures.totals)
  }, 120_000)

  it('gives the trial days remaining as spec §4 counts them, and -1 once expired', async () => {
    const { client, email } = await account()
    await db.query(
      `update users set subscription_start_date = now() - interval '3 days 2 hours' where email = $1`,
      [email],
    )
    expect((await usage(client)).daysRemaining).toBe(4)
    await db.query(`update users set subscription_start_date = now() - interval '9 days' where email = $1`, [
      email,
    ])
    expect((await usage(client)).daysRemaining).toBe(-2)
    await db.query(`update users set subscription_type = 'PREMIUM' where email = $1`, [email])
    expect((await usage(client)).daysRemaining).toBe(365)
  })
})

describe('Stripe Checkout and webhooks', () => {
  it('moves the account to PREMIUM after Checkout and its webhook, and back to TRIAL_EXPIRED when cancelled', async () => {
    const { client, email } = await account()
    const sessionId = await checkout(client, 'PREMIUM')
    const customerId = String(stripe.sessions.get(sessionId)!['customer'])
    expect(stripe.customers.get(customerId)).toMatchObject({ email })
    const { rows } = await db.query(
      `select b.stripe_customer_id from billing_accounts b join users u on u.id = b.user_id where u.email = $1`,
      [email],
    )
    expect(rows).toEqual([{ stripe_customer_id: customerId }])

    await pay(sessionId)
    expect(await plan(client)).toBe('PREMIUM')
    const paid = await usage(client)
    expect(paid).toMatchObject({ plan: 'PREMIUM', daysRemaining: 365 })
    expect(paid.billing).toMatchObject({ hasCustomer: true, cancelsAtPeriodEnd: false, paymentFailure: null })
    expect(Date.parse(paid.billing.planEndsAt!)).toBeGreaterThan(Date.now() + 29 * DAY_MS)

    const portal = await client.post('/api/billing/portal')
    expect(portal.status).toBe(200)
    expect(((await portal.json()) as unknown as BillingRedirect).url).toMatch(/\/p\/session\/bps_test_/)

    const subscription = stripe.subscriptionOf(customerId)!
    expect((await stripe.cancelSubscription(String(subscription['id']))).status).toBe(200)
    expect(await plan(client)).toBe('TRIAL_EXPIRED')
    expect((await usage(client)).daysRemaining).toBe(-1)
  })

  it('looks prices up by lookup_key, creating each once', async () => {
    const { client } = await account()
    await checkout(client, 'STANDARD')
    await checkout(client, 'STANDARD')
    const standard = [...stripe.prices.values()].filter((p) => p['lookup_key'] === 'herald_standard_monthly')
    expect(standard).toHaveLength(1)
    expect(standard[0]).toMatchObject({
      unit_amount: 5000,
      currency: 'usd',
      recurring: { interval: 'month' },
    })
  })

  it('gives Premium for a Prepaid pack, and records a failed renewal payment on a Standard plan', async () => {
    const prepaid = await account()
    await pay(await checkout(prepaid.client, 'PREPAID'))
    const pack = await usage(prepaid.client)
    expect(pack.plan).toBe('PREMIUM')
    const days = (Date.parse(pack.billing.planEndsAt!) - Date.now()) / DAY_MS
    expect(Math.round(days)).toBe(PREPAID_PACK_DAYS)

    const standard = await account()
    const sessionId = await checkout(standard.client, 'STANDARD')
    await pay(sessionId)
    expect(await plan(standard.client)).toBe('STANDARD')
    const subscription = stripe.subscriptionOf(String(stripe.sessions.get(sessionId)!['customer']))!
    expect((await stripe.failPayment(String(subscription['id']))).status).toBe(200)
    const failed = await usage(standard.client)
    expect(failed.plan).toBe('STANDARD')
    expect(failed.billing.paymentFailure).toMatch(
      /^The payment of USD 50\.00 failed\. Stripe tries again on /,
    )
  })

  it('refuses an unsigned, wrongly signed, altered or stale webhook, and applies a replayed event id once', async () => {
    const { client } = await account()
    const sessionId = await checkout(client, 'PREMIUM')
    const delivered = await pay(sessionId)
    const subscription = stripe.subscriptionOf(String(stripe.sessions.get(sessionId)!['customer']))!
    await stripe.cancelSubscription(String(subscription['id']))
    expect(await plan(client)).toBe('TRIAL_EXPIRED')

    // The subscription.created event again: applied, it would make the account PREMIUM once more.
    const created = delivered.find((d) => d.event['type'] === 'customer.subscription.created')!.event
    const payload = JSON.stringify(created)
    const url = stripe.webhookUrl!
    const unsigned = await deliver(url, payload, {})
    expect(unsigned.status).toBe(400)
    expect(JSON.parse(unsigned.body).message).toBe(billingMessages.signatureMissing)
    const wrongSecret = await deliver(url, payload, {
      'stripe-signature': signatureHeader('whsec_other', payload),
    })
    expect(JSON.parse(wrongSecret.body)).toMatchObject({
      status: 400,
      message: billingMessages.signatureInvalid,
    })
    const altered = await deliver(url, payload.replace('"active"', '"trialing"'), {
      'stripe-signature': signatureHeader(stripe.webhookSecret, payload),
    })
    expect(JSON.parse(altered.body)).toMatchObject({ status: 400, message: billingMessages.signatureInvalid })
    const stale = await deliver(url, payload, {
      'stripe-signature': signatureHeader(stripe.webhookSecret, payload, Math.floor(Date.now() / 1000) - 600),
    })
    expect(JSON.parse(stale.body)).toMatchObject({ status: 400, message: billingMessages.signatureExpired })
    const replay = await deliver(url, payload, {
      'stripe-signature': signatureHeader(stripe.webhookSecret, payload),
    })
    expect(replay.status).toBe(200)
    expect(JSON.parse(replay.body)).toEqual({ received: true, applied: false })
    expect(await plan(client)).toBe('TRIAL_EXPIRED')
  })

  it('refuses a signed event it cannot read with a 400 naming the field, and audits it', async () => {
    const { client } = await account()
    const sessionId = await checkout(client, 'STANDARD')
    await pay(sessionId)
    const customer = String(stripe.sessions.get(sessionId)!['customer'])
    const url = stripe.webhookUrl!
    const signed = (payload: string) =>
      deliver(url, payload, { 'stripe-signature': signatureHeader(stripe.webhookSecret, payload) })
    const noData = { ...stripeEvent('customer.subscription.updated', {}), data: undefined }
    const noItems = stripeEvent('customer.subscription.updated', {
      id: 'sub_x',
      customer,
      status: 'active',
      cancel_at_period_end: false,
    })
    const badInvoice = stripeEvent('invoice.payment_failed', { customer, amount_due: '12' })
    const cases: [string, string][] = [
      [JSON.stringify(noData), 'data: Invalid input'],
      [JSON.stringify(noItems), 'data.object.items: Invalid input'],
      [JSON.stringify(badInvoice), 'data.object.currency: Invalid input'],
      [JSON.stringify({ ...stripeEvent('invoice.paid', {}), id: 42 }), 'id: Invalid input'],
      ['null', 'the event: Invalid input'],
      ['{"id":', 'the body is not JSON'],
    ]
    for (const [payload, problem] of cases) {
      const answer = await signed(payload)
      expect(answer.status, answer.body).toBe(400)
      expect(JSON.parse(answer.body).message).toContain(`(${problem}`)
    }
    const audited = await db.query<{ data: Record<string, string> }>(
      "select data from audit_events where type = 'STRIPE_EVENT_REJECTED' and principal = 'stripe'",
    )
    expect(audited.rows.map((r) => r.data['problem'])).toEqual(
      expect.arrayContaining(cases.map(([, p]) => expect.stringContaining(p))),
    )
    expect(audited.rows.find((r) => r.data['eventId'] === noItems['id'])!.data['eventType']).toBe(
      'customer.subscription.updated',
    )
    // Nothing of them was applied, and the same event ids are applied once corrected.
    expect(await plan(client)).toBe('STANDARD')
    const fixed = { ...badInvoice, data: { object: { customer, currency: 'usd', amount_due: 5000 } } }
    const answer = await signed(JSON.stringify(fixed))
    expect(JSON.parse(answer.body)).toEqual({ received: true, applied: true })
  })

  it("ignores a signed event about a customer that is not Herald's", async () => {
    const response = await stripe.send(
      stripeEvent('invoice.payment_failed', { id: 'in_x', customer: 'cus_unknown' }),
    )
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ received: true, applied: false })
  })

  it('refuses an offer that does not exist, and the portal before any plan was chosen', async () => {
    const { client } = await account()
    expect((await client.post('/api/billing/checkout', { offer: 'GOLD' })).status).toBe(400)
    const portal = await client.post('/api/billing/portal')
    expect(portal.status).toBe(409)
    expect(await messageOf(portal)).toBe(billingMessages.noCustomer)
  })
})

describe('the job-creation permission', () => {
  it('refuses creating and cloning a job without it, with a clear message', async () => {
    const { client, email } = await account()
    const jobId = await createJob(client)
    await db.query(`update users set can_create_jobs = false where email = $1`, [email])
    const created = await client.post('/api/user-jobs', {
      name: 'Not allowed',
      timeZone: 'Europe/London',
      jobRunFrequency: 'MONTHLY',
      userJobStartTime: `${new Date().getUTCFullYear() + 1}-01-01T10:00:00`,
    })
    expect(created.status).toBe(403)
    expect(await messageOf(created)).toBe(jobMessages.creationRefused)
    const cloned = await client.post(`/api/user-jobs/clone/${jobId}`)
    expect(cloned.status).toBe(403)
    expect(await messageOf(cloned)).toBe(jobMessages.creationRefused)
    expect((await usage(client)).canCreateJobs).toBe(false)
  })
})

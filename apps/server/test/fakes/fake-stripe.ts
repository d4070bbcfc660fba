import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  decodeForm,
  list,
  missingParam,
  nowSeconds,
  readBody,
  sendJson,
  sendRefusal,
  stripeId,
  StripeRefusal,
  type Json,
} from './fake-stripe-http.ts'
import { stripeInvoice, stripeSubscription } from './fake-stripe-objects.ts'
import { deliver, signatureHeader, stripeEvent, type Delivery } from './fake-stripe-webhooks.ts'

/**
 * A fake Stripe for tests: a real HTTP server answering the REST calls Herald's SDK makes (customers, prices
 * by lookup_key, Checkout sessions, subscriptions, customer-portal sessions) with Stripe's objects, ids and
 * error bodies, hosted Checkout and portal pages a browser can click through, and webhook delivery signed as
 * Stripe signs it.
 */
export class FakeStripe {
  readonly secretKey = 'sk_test_fake_secret_key'
  readonly webhookSecret = 'whsec_fake_webhook_secret'
  readonly customers = new Map<string, Json>()
  readonly prices = new Map<string, Json>()
  readonly sessions = new Map<string, Json>()
  readonly subscriptions = new Map<string, Json>()
  /** Every delivery made, with Herald's answer. */
  readonly deliveries: { event: Json; delivery: Delivery }[] = []
  webhookUrl: string | undefined
  private server: Server | undefined
  url = ''

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve())
  }

  /** Signs and delivers an event to the webhook endpoint, as Stripe does. */
  async send(event: Json): Promise<Delivery> {
    if (!this.webhookUrl) throw new Error('FakeStripe: set webhookUrl first')
    const payload = JSON.stringify(event, null, 2)
    const delivery = await deliver(this.webhookUrl, payload, {
      'stripe-signature': signatureHeader(this.webhookSecret, payload),
    })
    this.deliveries.push({ event, delivery })
    return delivery
  }

  /** The customer pays on the hosted Checkout page: the subscription (or payment) and its events. */
  async completeCheckout(sessionId: string): Promise<void> {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`FakeStripe: no session ${sessionId}`)
    session['status'] = 'complete'
    session['payment_status'] = 'paid'
    if (session['mode'] === 'subscription') {
      const subscription = this.createSubscription(String(session['customer']), String(session['price']))
      session['subscription'] = subscription['id']
      await this.send(stripeEvent('checkout.session.completed', this.publicSession(session)))
      await this.send(stripeEvent('customer.subscription.created', subscription))
      await this.send(stripeEvent('invoice.paid', stripeInvoice(subscription, 'paid')))
    } else {
      await this.send(stripeEvent('checkout.session.completed', this.publicSession(session)))
    }
  }

  /** Cancels a subscription at once (the portal's 'Cancel plan' or the dashboard). */
  async cancelSubscription(subscriptionId: string): Promise<Delivery> {
    const subscription = this.subscriptions.get(subscriptionId)
    if (!subscription) throw new Error(`FakeStripe: no subscription ${subscriptionId}`)
    subscription['status'] = 'canceled'
    subscription['canceled_at'] = nowSeconds()
    subscription['ended_at'] = nowSeconds()
    return this.send(stripeEvent('customer.subscription.deleted', subscription))
  }

  /** A renewal charge declined. */
  async failPayment(subscriptionId: string): Promise<Delivery> {
    const subscription = this.subscriptions.get(subscriptionId)!
    subscription['status'] = 'past_due'
    await this.send(stripeEvent('customer.subscription.updated', subscription))
    return this.send(stripeEvent('invoice.payment_failed', stripeInvoice(subscription, 'open')))
  }

  subscriptionOf(customerId: string): Json | undefined {
    return [...this.subscriptions.values()].find((s) => s['customer'] === customerId)
  }

  private createSubscription(customer: string, priceId: string): Json {
    const subscription = stripeSubscription(customer, this.prices.get(priceId)!)
    this.subscriptions.set(String(subscription['id']), subscription)
    return subscription
  }

  private publicSession(session: Json): Json {
    const { price: _price, ...rest } = session
    return rest
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url)
    try {
      if (url.pathname.startsWith('/v1/')) {
        if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
          throw new StripeRefusal(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****')
        }
        const body = decodeForm(req.method === 'GET' ? url.search.slice(1) : await readBody(req))
        sendJson(res, 200, this.api(String(req.method), url.pathname, body))
        return
      }
      await this.page(req, res, url)
    } catch (error) {
      if (error instanceof StripeRefusal) sendRefusal(res, error)
      else sendRefusal(res, new StripeRefusal(500, 'api_error', String(error)))
    }
  }

  /** The REST API (the calls the SDK makes). */
  private api(method: string, path: string, body: Json): Json {
    const route = `${method} ${path.replace(/\/(cus|sub|cs|price)_test_[\w-]+/, '/:id')}`
    const id = path.split('/').pop() ?? ''
    switch (route) {
      case 'POST /v1/customers': {
        const customer = {
          id: stripeId('cus'),
          object: 'customer',
          email: body['email'] ?? null,
          metadata: body['metadata'] ?? {},
          created: nowSeconds(),
          livemode: false,
        }
        this.customers.set(customer.id, customer)
        return customer
      }
      case 'GET /v1/prices': {
        const keys = (body['lookup_keys'] as string[] | undefined) ?? []
        const found = [...this.prices.values()].filter(
          (p) => keys.length === 0 || keys.includes(String(p['lookup_key'])),
        )
        return list('/v1/prices', found.slice(0, Number(body['limit'] ?? 10)))
      }
      case 'POST /v1/prices':
        return this.createPrice(body)
      case 'POST /v1/checkout/sessions':
        return this.createSession(body)
      case 'GET /v1/subscriptions/:id': {
        const subscription = this.subscriptions.get(id)
        if (!subscription) {
          throw new StripeRefusal(404, 'invalid_request_error', `No such subscription: '${id}'`, 'id')
        }
        return subscription
      }
      case 'POST /v1/billing_portal/sessions': {
        if (!body['customer']) throw missingParam('customer')
        if (!this.customers.has(String(body['customer']))) {
          throw new StripeRefusal(
            400,
            'invalid_request_error',
            `No such customer: '${String(body['customer'])}'`,
            'customer',
          )
        }
        const portal = {
          id: stripeId('bps'),
          object: 'billing_portal.session',
          customer: body['customer'],
          return_url: body['return_url'] ?? null,
          created: nowSeconds(),
          livemode: false,
        }
        this.sessions.set(portal.id, portal)
        return { ...portal, url: `${this.url}/p/session/${portal.id}` }
      }
      default:
        throw new StripeRefusal(
          404,
          'invalid_request_error',
          `Unrecognized request URL (${method}: ${path}).`,
        )
    }
  }

  private createPrice(body: Json): Json {
    if (!body['currency']) throw missingParam('currency')
    if (!body['product'] && !body['product_data']) throw missingParam('product')
    const recurring = body['recurring'] as Json | undefined
    const price = {
      id: stripeId('price'),
      object: 'price',
      active: true,
      currency: body['currency'],
      unit_amount: Number(body['unit_amount']),
      lookup_key: body['lookup_key'] ?? null,
      product: stripeId('prod'),
      recurring: recurring ? { interval: recurring['interval'], interval_count: 1 } : null,
      type: recurring ? 'recurring' : 'one_time',
      livemode: false,
    }
    if (price.lookup_key && [...this.prices.values()].some((p) => p['lookup_key'] === price.lookup_key)) {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        'A price with this lookup_key already exists.',
        'lookup_key',
      )
    }
    this.prices.set(price.id, price)
    return price
  }

  private createSession(body: Json): Json {
    for (const param of ['mode', 'success_url', 'line_items']) if (!body[param]) throw missingParam(param)
    const item = (body['line_items'] as Json[])[0] ?? {}
    const price = this.prices.get(String(item['price']))
    if (!price) {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        `No such price: '${String(item['price'])}'`,
        'line_items[0][price]',
      )
    }
    if ((body['mode'] === 'subscription') !== (price['type'] === 'recurring')) {
      throw new StripeRefusal(
        400,
        'invalid_request_error',
        `The price's type does not match mode ${String(body['mode'])}.`,
      )
    }
    const session: Json = {
      id: stripeId('cs'),
      object: 'checkout.session',
      mode: body['mode'],
      customer: body['customer'] ?? null,
      client_reference_id: body['client_reference_id'] ?? null,
      metadata: body['metadata'] ?? {},
      success_url: body['success_url'],
      cancel_url: body['cancel_url'] ?? null,
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      amount_total: price['unit_amount'],
      currency: price['currency'],
      livemode: false,
      price: price['id'],
    }
    session['url'] = `${this.url}/c/pay/${String(session['id'])}`
    this.sessions.set(String(session['id']), session)
    return this.publicSession(session)
  }

  /** The hosted pages: Checkout ('Pay') and the customer portal ('Cancel plan'). */
  private async page(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const [, kind, , id = ''] = url.pathname.split('/')
    const session = this.sessions.get(id)
    if (!session || (kind !== 'c' && kind !== 'p')) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Page not found</h1>')
      return
    }
    if (req.method === 'POST' && kind === 'c') {
      await this.completeCheckout(id)
      res.writeHead(303, { location: String(session['success_url']) }).end()
      return
    }
    if (req.method === 'POST' && kind === 'p') {
      const subscription = this.subscriptionOf(String(session['customer']))
      if (subscription && subscription['status'] !== 'canceled')
        await this.cancelSubscription(String(subscription['id']))
      res.writeHead(303, { location: String(session['return_url']) }).end()
      return
    }
    const amount = `USD ${(Number(session['amount_total'] ?? 0) / 100).toFixed(2)}`
    const html =
      kind === 'c'
        ? `<h1>Fake Stripe Checkout</h1><p>Pay ${amount}</p><form method="post"><button>Pay</button></form>`
        : `<h1>Fake Stripe customer portal</h1><form method="post"><button>Cancel plan</button></form>`
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Stripe</title>${html}`)
  }
}

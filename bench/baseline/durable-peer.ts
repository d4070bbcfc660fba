// Peer for the email benchmark: the durable design a careful engineer builds with the same parts, and nothing
// of Herald's. One pg-boss job per message, enqueued in the same transaction as its row of a `deliveries`
// table of its own (schema `peer`, queue in schema `peer_boss`); a worker fetching as Herald's delivery worker
// does (4 loops of 8 jobs, polling every 0.5 s), reading the row and the file, sending with a pooled nodemailer
// transport (5 connections) and, once the server said 250, marking the row SENT in the same transaction as
// completing the job (pg-boss's `complete` with the transaction as its `db`, as pg-boss documents).
import { readFile } from 'node:fs/promises'
import nodemailer, { type Transporter } from 'nodemailer'
import pg from 'pg'
import { PgBoss, type Db } from 'pg-boss'

const QUEUE = 'peer.deliver-email'
const FETCH_LOOPS = 4
const BATCH = 8
const POLL_MS = 500

export interface PeerMessage {
  from: string
  to: string
  cc: string
  subject: string
  html: string
  text: string
  fileName: string
  filePath: string
}

/** Statements of one pooled client as pg-boss's `db`: what the adapters of pg-boss do for an ORM's transaction. */
const asDb = (client: pg.PoolClient): Db => ({
  executeSql: (text: string, values?: unknown[]) => client.query(text, values),
})

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

export async function startDurablePeer(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  await pool.query(`create schema if not exists peer;
    create table if not exists peer.deliveries (
      id bigserial primary key, round int not null, from_email text not null, to_email text not null,
      cc_email text not null, subject text not null, html text not null, body_text text not null,
      file_name text not null, file_path text not null, status text not null default 'QUEUED',
      sent_at timestamptz, smtp_response text)`)
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'peer_boss', schedule: false, max: 10 })
  boss.on('error', (error) => console.error('durable peer: pg-boss', error))
  await boss.start()
  await boss.createQueue(QUEUE, { retryLimit: 8, retryDelay: 1 })

  /** The outbox: each message's row and its job in one transaction. */
  async function enqueue(round: number, messages: PeerMessage[]): Promise<void> {
    for (const m of messages)
      await inTransaction(pool, async (client) => {
        const { rows } = await client.query(
          `insert into peer.deliveries (round, from_email, to_email, cc_email, subject, html, body_text, file_name, file_path)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [round, m.from, m.to, m.cc, m.subject, m.html, m.text, m.fileName, m.filePath],
        )
        await boss.send(QUEUE, { deliveryId: Number(rows[0].id) }, { db: asDb(client) })
      })
  }

  /** Sends one delivery and settles it; a failed send fails the job, which pg-boss retries. */
  async function deliver(transport: Transporter, job: { id: string; data: unknown }) {
    const { deliveryId } = job.data as { deliveryId: number }
    try {
      const { rows } = await pool.query(`select * from peer.deliveries where id = $1 and status <> 'SENT'`, [
        deliveryId,
      ])
      const d = rows[0]
      if (d) {
        const info = await transport.sendMail({
          from: d.from_email,
          to: [d.to_email],
          cc: [d.cc_email],
          subject: d.subject,
          html: d.html,
          text: d.body_text,
          attachments: [
            { filename: d.file_name, content: await readFile(d.file_path), contentType: 'application/pdf' },
          ],
        })
        await inTransaction(pool, async (client) => {
          await client.query(
            `update peer.deliveries set status = 'SENT', sent_at = now(), smtp_response = $2 where id = $1`,
            [deliveryId, info.response],
          )
          await boss.complete(QUEUE, job.id, null, { db: asDb(client) })
        })
      } else await boss.complete(QUEUE, job.id)
    } catch (error) {
      await boss.fail(QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) })
    }
  }

  /** The worker: runs until the round's `n` rows are SENT; resolves with first job started → last sent_at, in ms. */
  async function send(round: number, n: number, smtpUrl: string): Promise<number> {
    const transport = nodemailer.createTransport(smtpUrl, { pool: true, maxConnections: 5 } as never)
    let done = false
    const loop = async () => {
      while (!done) {
        const jobs = await boss.fetch(QUEUE, { batchSize: BATCH })
        if (jobs.length === 0) await new Promise((r) => setTimeout(r, POLL_MS))
        else await Promise.all(jobs.map((job) => deliver(transport, job)))
      }
    }
    const loops = Array.from({ length: FETCH_LOOPS }, loop)
    try {
      for (;;) {
        const { rows } = await pool.query(
          `select count(*) filter (where status = 'SENT')::int as sent from peer.deliveries where round = $1`,
          [round],
        )
        if (rows[0].sent === n) break
        await new Promise((r) => setTimeout(r, 100))
      }
    } finally {
      done = true
      await Promise.all(loops)
      transport.close()
    }
    const { rows } = await pool.query(
      `select extract(epoch from max(d.sent_at) - min(j.started_on)) * 1000 as ms
       from peer.deliveries d join peer_boss.job j on j.name = $2 and (j.data ->> 'deliveryId')::bigint = d.id
       where d.round = $1`,
      [round, QUEUE],
    )
    return Number(rows[0].ms)
  }

  return {
    enqueue,
    send,
    async close() {
      await boss.stop({ graceful: false })
      await pool.end()
    },
  }
}

export type DurablePeer = Awaited<ReturnType<typeof startDurablePeer>>

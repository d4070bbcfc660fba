// B5: email throughput of the delivery ledger against a durable peer and raw nodemailer.
// Herald: N GENERATED files (one stored 200 KB PDF, To + CC each) get their delivery through the product's
// createDelivery (one transaction each, as the render worker does); then the worker (startHerald, role
// worker, in this process) sends them all. Rate = N / (first deliver job started → last delivery SENT).
// Peer: bench/baseline/durable-peer.ts — one pg-boss job per message enqueued with its row, a worker sending and
// completing the job in the transaction that marks the row SENT; rate measured the same way.
// Baseline: bench/baseline/raw-nodemailer.ts sending the same N messages. All to the same discarding sink,
// which runs in its own process so that its CPU is not the sender's. The three sides take turns each round.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { createDelivery, deliverEmailJob } from '../apps/server/src/modules/delivery/index.ts'
import { createLogger } from '../apps/server/src/platform/log.ts'
import { startQueue } from '../apps/server/src/platform/queue/queue.ts'
import { createLocalFileStore } from '../apps/server/src/platform/storage/local-file-store.ts'
import { startHerald } from '../apps/server/src/start-herald.ts'
import { createScratchDatabase } from '../apps/server/test/scratch-database.ts'
import { freePort } from '../apps/server/test/start-test-herald.ts'
import { startDurablePeer } from './baseline/durable-peer.ts'
import { sendWithRawNodemailer } from './baseline/raw-nodemailer.ts'
import { countStatements, perItem, type StatementCounts } from './count-statements.ts'
import { cpuTicks, msPerItem } from './cpu-by-part.ts'
import { forkDiscardSink } from './discard-sink.ts'
import { BODY, checkSink, MAIL_FROM, peerMessages, rawMessages } from './email-messages.ts'

const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const log = createLogger('warn')
const versionOf = (name: string): string =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../node_modules', name, 'package.json'), 'utf8'))
    .version

export interface EmailRound {
  /** Messages per second of each side. */
  herald: number
  peer: number
  raw: number
  /** CPU time of this process (user + system) per message while sending: Herald's worker, the peer's, the baseline. */
  heraldCpuMs: number
  peerCpuMs: number
  rawCpuMs: number
  /** Machine CPU per message while sending, by part (cpu-by-part.ts), of each side's round. */
  heraldParts: Record<string, number>
  peerParts: Record<string, number>
  rawParts: Record<string, number>
  /** Statements of createDelivery (outbox) and of the worker (sending), per message; then the peer's. */
  create: StatementCounts
  send: StatementCounts
  peerCreate: StatementCounts
  peerSend: StatementCounts
  /** Rows inserted + updated + deleted in the database per message, both phases (pg_stat_database). */
  rowsWritten: number
}

export async function emailBenchmark(opts: { n: number; rounds: number }) {
  const db = await createScratchDatabase(serverUrl, 'herald_bench_email')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-email-'))
  const sink = await forkDiscardSink()
  const sql = new pg.Client({ connectionString: db.url })
  // A PDF header over incompressible bytes: on the wire as big as a rendered 200 KB PDF.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200 * 1024)])
  try {
    const onConnectionLost = (err: Error) => log.warn({ err }, 'database connection lost')
    await (await openDatabase({ databaseUrl: db.url, dataDir, onConnectionLost })).close() // runs the migrations
    await sql.connect()
    const stored = await createLocalFileStore(path.join(dataDir, 'files')).put(pdf)
    const peerPdf = path.join(dataDir, 'peer-report.pdf')
    writeFileSync(peerPdf, pdf)
    const versions = await sql.query(`select version() as pg`)
    const { rows } = await sql.query(
      `with u as (insert into users (id, name, email, email_verified) values ('bench', 'Bench', 'bench@example.com', true) returning id),
       j as (insert into user_jobs (user_id, name, time_zone, start_time) select id, 'Email bench', 'UTC', '2026-01-01T00:00:00' from u returning id)
       insert into email_tasks (job_id, is_active, from_email, email_title, email_body)
       select id, true, 'reports@example.com', 'Your report {fileName}', $1 from j returning job_id`,
      [BODY],
    )
    const jobId = rows[0].job_id as number

    /** Rows written so far (pg_stat_database), once every other connection and its pending statistics are gone. */
    const rowsWritten = async () => {
      await sql.query('select pg_stat_force_next_flush()')
      while (
        (
          await sql.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          )
        ).rows[0].n > 0
      )
        await new Promise((r) => setTimeout(r, 100))
      await new Promise((r) => setTimeout(r, 500))
      const { rows } = await sql.query(
        `select tup_inserted + tup_updated + tup_deleted as n from pg_stat_database where datname = current_database()`,
      )
      return Number(rows[0].n)
    }

    const heraldRound = async (round: number, n: number) => {
      const run = await sql.query(
        `insert into job_runs (job_id, scheduled_for, trigger, status, emails_enabled, started_at)
         values ($1, now() + make_interval(secs => $2), 'MANUAL', 'RUNNING', true, now()) returning id`,
        [jobId, round],
      )
      const runId = run.rows[0].id as number
      await sql.query(
        `insert into run_files (run_id, position, filter_name, filter_value, to_email, cc_email, bcc_email, file_name,
           status, attempts, document_kind, document_id, document_size, started_at, finished_at)
         select $1, g, 'Sales/Region', 'East', 'to-r' || $2 || '-' || g || '@example.com', 'cc-r' || $2 || '-' || g || '@example.com', '',
           'Sales_r' || $2 || '_' || g, 'GENERATED', 1, 'PDF', $3, $4, now(), now()
         from generate_series(0, $5 - 1) g`,
        [runId, round, stored.id, stored.size, n],
      )
      const files = await sql.query(
        `select id, to_email as "toEmail", cc_email as "ccEmail", bcc_email as "bccEmail" from run_files where run_id = $1 order by id`,
        [runId],
      )
      const before = await rowsWritten()
      // The outbox: what the render worker does for each file it marks GENERATED.
      const database = await openDatabase({ databaseUrl: db.url, dataDir, onConnectionLost })
      const queue = await startQueue(database.queueConnection, [deliverEmailJob], log)
      const stopCreate = countStatements()
      for (const file of files.rows)
        await database.db.transaction((tx) => createDelivery(tx, { queue, mailFrom: MAIL_FROM }, file))
      const create = stopCreate()
      await queue.stop()
      await database.close()

      const received = (await sink.received()).length
      const stopSend = countStatements()
      let cpuMs: number
      let parts: Record<string, number>
      const config = loadConfig({
        PORT: String(await freePort()),
        DATABASE_URL: db.url,
        SMTP_URL: sink.url,
        DATA_DIR: dataDir,
        ROLES: 'worker',
        MAIL_FROM,
        SECRET_KEY: 'bench-secret-key-long-enough-0123456789',
      })
      const herald = await startHerald(config, log)
      const cpu = process.cpuUsage()
      const ticks = cpuTicks()
      try {
        for (;;) {
          const { rows } = await sql.query(
            `select count(*) filter (where d.status = 'SENT')::int as sent,
                    count(*) filter (where d.status in ('FAILED', 'UNCERTAIN'))::int as failed
             from deliveries d join run_files f on f.id = d.file_id where f.run_id = $1`,
            [runId],
          )
          if (rows[0].failed > 0) throw new Error(`${rows[0].failed} deliveries failed`)
          if (rows[0].sent === n) break
          await new Promise((r) => setTimeout(r, 100))
        }
      } finally {
        cpuMs = cpuMsSince(cpu)
        parts = msPerItem(ticks, cpuTicks(), n)
        await herald.stop()
      }
      const send = stopSend()
      const after = await rowsWritten()
      checkSink(await sink.received(), received, n)
      const span = await sql.query(
        `select extract(epoch from max(d.sent_at) - min(j.started_on)) * 1000 as ms
         from deliveries d join run_files f on f.id = d.file_id
         join pgboss.job j on j.name = 'delivery.deliver-email' and (j.data ->> 'deliveryId')::bigint = d.id
         where f.run_id = $1`,
        [runId],
      )
      return {
        ms: Number(span.rows[0].ms),
        cpuMs,
        parts,
        create,
        send,
        rowsWritten: after - before,
      }
    }

    const peerRound = async (round: number, n: number) => {
      const received = (await sink.received()).length
      const peer = await startDurablePeer(db.url)
      try {
        const stopCreate = countStatements()
        await peer.enqueue(round, peerMessages(round, n, peerPdf))
        const create = stopCreate()
        const stopSend = countStatements()
        const cpu = process.cpuUsage()
        const ticks = cpuTicks()
        const ms = await peer.send(round, n, sink.url)
        const cpuMs = cpuMsSince(cpu)
        const parts = msPerItem(ticks, cpuTicks(), n)
        const send = stopSend()
        checkSink(await sink.received(), received, n)
        return { ms, cpuMs, parts, create, send }
      } finally {
        await peer.close()
      }
    }

    const rawRound = async (round: number, n: number) => {
      const received = (await sink.received()).length
      const messages = rawMessages(round, n, pdf)
      const cpu = process.cpuUsage()
      const ticks = cpuTicks()
      const ms = await sendWithRawNodemailer(sink.url, messages)
      const cpuMs = cpuMsSince(cpu)
      const parts = msPerItem(ticks, cpuTicks(), n)
      checkSink(await sink.received(), received, n)
      return { ms, cpuMs, parts }
    }

    const warm = Math.min(opts.n, 100)
    await heraldRound(0, warm)
    await peerRound(0, warm)
    await rawRound(0, warm)
    const rounds: EmailRound[] = []
    for (let round = 1; round <= opts.rounds; round++) {
      const h = await heraldRound(round, opts.n)
      const peer = await peerRound(round, opts.n)
      const raw = await rawRound(round, opts.n)
      const per = (x: number) => x / opts.n
      const perCounts = (c: StatementCounts) => perItem(c, opts.n)
      rounds.push({
        herald: opts.n / (h.ms / 1000),
        peer: opts.n / (peer.ms / 1000),
        raw: opts.n / (raw.ms / 1000),
        heraldCpuMs: per(h.cpuMs),
        peerCpuMs: per(peer.cpuMs),
        rawCpuMs: per(raw.cpuMs),
        heraldParts: h.parts,
        peerParts: peer.parts,
        rawParts: raw.parts,
        create: perCounts(h.create),
        send: perCounts(h.send),
        peerCreate: perCounts(peer.create),
        peerSend: perCounts(peer.send),
        rowsWritten: per(h.rowsWritten),
      })
    }
    const postgres = String(versions.rows[0].pg).split(' on ')[0]!
    return {
      rounds,
      versions: `${postgres}, pg-boss ${versionOf('pg-boss')}, nodemailer ${versionOf('nodemailer')}`,
    }
  } finally {
    await sql.end().catch(() => {})
    await sink.close()
    await db.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start)
  return (user + system) / 1000
}

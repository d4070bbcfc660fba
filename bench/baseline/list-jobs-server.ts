// Baseline for the list benchmark: bare Fastify + pg running the same SQL as GET /api/user-jobs
// (page of 30 ordered by id, and the count), no authentication, no validation, no presenter.
import Fastify from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'], max: 10 })
const userId = process.env['BENCH_USER_ID']!
const app = Fastify()
app.get('/api/user-jobs', async (_request, reply) => {
  const page = await pool.query(
    `select j.*, exists (select 1 from job_runs r where r.job_id = j.id and r.status in ('QUEUED', 'RUNNING')) as has_active_run
     from user_jobs j where j.user_id = $1 order by j.id asc, j.id asc limit 30 offset 0`,
    [userId],
  )
  const total = await pool.query('select count(*) from user_jobs where user_id = $1', [userId])
  return reply.header('x-total-count', total.rows[0].count).send(page.rows)
})
await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' })

// Baseline for the list benchmark: bare Fastify + pg running the same SQL as GET /api/user-jobs
// (a page of 30 ordered by id with the total counted over the matching ids), no authentication, no validation, no presenter.
import Fastify from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'], max: 10 })
const userId = process.env['BENCH_USER_ID']!
const app = Fastify()
app.get('/api/user-jobs', async (_request, reply) => {
  const page = await pool.query(
    `select j.*, exists (select 1 from job_runs r where r.job_id = j.id and r.status in ('QUEUED', 'RUNNING')) as has_active_run,
       page.total
     from (select id, count(*) over () as total from user_jobs where user_id = $1 order by id asc, id asc limit 30 offset 0) page
     inner join user_jobs j on j.id = page.id
     order by j.id asc, j.id asc`,
    [userId],
  )
  return reply.header('x-total-count', page.rows[0]?.total ?? 0).send(page.rows)
})
await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' })

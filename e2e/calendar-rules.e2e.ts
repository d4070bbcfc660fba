import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { heraldWithSmtp } from './support/herald-with-smtp.ts'
import { signUpAndSignIn } from './support/sign-in.ts'

// Calendar rules in step 1 (ADR 0045): 'Last working day of the month' with an account holiday, the readable
// text, the next 5 runs, the cron input kept as typed, and the server's next-runs agreeing with the preview.
const env = heraldWithSmtp()
const DAY = 86_400_000

const ymd = (day: number) => new Date(day).toISOString().slice(0, 10)
/** A day as the app writes it for an en-GB reader (ADR 0054): '31 Dec 2026'. */
const dmy = (day: number) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day)
/** The last Monday-Friday of a month (UTC calendar arithmetic) that is not one of the holidays. */
function lastWorkingDay(year: number, month: number, holidays: string[]): number {
  let day = Date.UTC(year, month + 1, 0)
  while ([0, 6].includes(new Date(day).getUTCDay()) || holidays.includes(ymd(day))) day -= DAY
  return day
}

describe('calendar rules in step 1', () => {
  it("'Last working day of the month' shows in words and in the next 5 runs, holidays moving runs back", async () => {
    const page = await env.browser.newPage({ viewport: { width: 1366, height: 850 }, locale: 'en-GB' })
    await signUpAndSignIn(page, env.herald.url, env.smtp, `calendar-${Date.now()}@example.com`)

    // The months to come, from next month (this month's last working day may be today or past).
    const now = new Date()
    const months = Array.from({ length: 6 }, (_, i) => {
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1 + i, 1))
      return [first.getUTCFullYear(), first.getUTCMonth()] as const
    })
    const holiday = ymd(lastWorkingDay(months[0]![0], months[0]![1], []))

    // Settings → Holidays: the last working day of next month is a holiday.
    await page.goto(`${env.herald.url}/account/holidays`)
    await page.getByRole('heading', { name: 'Holidays' }).waitFor()
    await page.getByLabel('Date', { exact: true }).fill(holiday)
    await page.getByLabel('Name (optional)').fill('Company day')
    await page.getByRole('button', { name: 'Add holiday' }).click()
    await page.getByRole('table', { name: 'Holidays' }).getByText('Company day').waitFor()
    await screenshot(page, 'c45-1-settings-holidays')

    // Step 1: the preset sets the cron's day and working days only, moving runs back.
    await page.goto(`${env.herald.url}/user-jobs/new`)
    await page.getByRole('textbox', { name: 'Job name', exact: true }).fill('Finance pack')
    const cronInput = page.getByRole('textbox', { name: 'Cron expression' })
    await cronInput.fill('0 18 1 * *')
    await page.getByRole('combobox', { name: 'Calendar day' }).click()
    await page.getByRole('option', { name: 'Last working day of the month', exact: true }).click()
    expect(await cronInput.inputValue()).toBe('0 18 L * *')
    expect(await page.getByRole('checkbox', { name: 'Working days only' }).isChecked()).toBe(true)
    const words = page.getByRole('status', { name: 'Schedule in words' })
    await words
      .getByText(
        'At 18:00, on the last day of the month, on working days only (a run on a weekend or holiday moves to the previous working day)',
      )
      .waitFor()

    const expected = months.slice(0, 5).map(([y, m]) => lastWorkingDay(y, m, [holiday]))
    const preview = page.getByRole('group', { name: 'Next runs' })
    // A new job first runs 15 minutes after it is created; the preview lists the runs after that one.
    await preview.getByRole('listitem').nth(4).waitFor()
    const items = await preview.getByRole('listitem').allInnerTexts()
    // The list may start with this month's last working day, if it is still to come.
    const offset = items[0]!.includes(dmy(expected[0]!)) ? 0 : 1
    const shown = offset
      ? [lastWorkingDay(now.getUTCFullYear(), now.getUTCMonth(), [holiday]), ...expected]
      : expected
    items.forEach((item, i) => expect(item).toContain(`${dmy(shown[i]!)}, 18:00`))
    expect(items.join(' ')).not.toContain(dmy(Date.parse(holiday)))
    await screenshot(page, 'c45-2-step-1-last-working-day')

    // The end date: no run after it, said in words and in the preview.
    const end = ymd(expected[2]!)
    await page.getByLabel('End date (optional)').fill(end)
    await words.getByText(/until \d+ \w+ \d{4}$/).waitFor()
    await expect
      .poll(async () => (await preview.getByRole('listitem').allInnerTexts()).length)
      .toBe(3 + offset)
    await screenshot(page, 'c45-3-step-1-end-date')

    // The cron input is never rewritten: a conflict is shown, the text stays as typed.
    await cronInput.fill('0 10 1 * 1')
    await cronInput.blur()
    await page.getByText('Day of month and day of week cannot both be set: one of them must be *.').waitFor()
    expect(await cronInput.inputValue()).toBe('0 10 1 * 1')
    await screenshot(page, 'c45-4-cron-kept-as-typed')
    await cronInput.fill('0 18 L * *')

    // Saved, the server's next-runs are the preview's instants (18:00 in New York, the wizard's zone).
    await page.getByRole('button', { name: 'Save & Next' }).click()
    await page.waitForURL(/\/user-jobs\/\d+\/edit\?step=2/)
    const id = /\/user-jobs\/(\d+)\//.exec(page.url())![1]
    const answer = await page.evaluate(async (jobId) => {
      const response = await fetch(`/api/user-jobs/${jobId}/next-runs?count=20`)
      return (await response.json()) as { runs: string[]; ended: boolean; timeZone: string }
    }, id)
    expect(answer.timeZone).toBe('America/New_York')
    const local = answer.runs.map((r) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(r)),
    )
    expect(local).toEqual(shown.slice(0, 3 + offset).map((d) => `${dmy(d)}, 18:00`))
    await page.close()
  })
})

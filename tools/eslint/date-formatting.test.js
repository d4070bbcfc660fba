import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const messagesOf = async (code, filePath) =>
  (await eslint.lintText(code, { filePath })).flatMap((r) =>
    r.messages.map((m) => `${m.ruleId}: ${m.message}`),
  )

const WEB_FILE = 'apps/web/src/features/history/components/some-screen.tsx'

/** ADR 0054: the web app writes dates only through apps/web/src/lib/format-date.ts. */
describe('one date style rule', () => {
  it.each([
    ['new Date(iso).toLocaleString()'],
    ["new Date(iso).toLocaleDateString(undefined, { month: 'long' })"],
    ['new Date(iso).toLocaleTimeString([], { hour12: false })'],
    ["new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(iso))"],
    ["Intl.DateTimeFormat('en-US').format(new Date(iso))"],
  ])('refuses %s in a screen', async (expression) => {
    const code = `export const shown = (iso: string) => ${expression}\n`
    expect(await messagesOf(code, WEB_FILE)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*ADR 0054/),
    ])
  })

  it('refuses a date library', async () => {
    const code =
      "import dayjs from 'dayjs'\nexport const shown = (iso: string) => dayjs(iso).format('DD/MM/YY')\n"
    expect(await messagesOf(code, WEB_FILE)).toEqual([expect.stringMatching(/ADR 0054/)])
  })

  it('still refuses what the web app refused before (import.meta.env, /api paths)', async () => {
    const code = "export const url = '/api/user-jobs'\nexport const mode = import.meta.env.MODE\n"
    expect(await messagesOf(code, WEB_FILE)).toEqual([
      expect.stringMatching(/ADR 0015/),
      expect.stringMatching(/import\.meta\.env/),
    ])
  })

  it('lets the formatter module, numbers and the server format as they need', async () => {
    const intl = "export const f = new Intl.DateTimeFormat('en-GB', { month: 'short' })\n"
    expect(await messagesOf(intl, 'apps/web/src/lib/format-date.ts')).toEqual([])
    expect(await messagesOf(intl, 'apps/server/src/modules/jobs/refresh-triggers/refresh-text.ts')).toEqual(
      [],
    )
    const number = "export const rows = (n: number) => n.toLocaleString('en-US')\n"
    expect(await messagesOf(number, WEB_FILE)).toEqual([])
  })
})

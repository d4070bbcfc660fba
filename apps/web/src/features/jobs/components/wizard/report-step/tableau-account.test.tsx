import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../../../test/render.tsx'
import { renderReportStep, reportStepApi, TABLEAU_LINK, TOOLS } from './report-step-fixtures.tsx'

const fill = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const tableau = { biTool: 'TABLEAU_ONLINE', label: 'Tableau Cloud', configured: true } as const

describe('Tableau account in step 2', { timeout: 20_000 }, () => {
  it('links with a token (showing Tableau’s refusal first), lists projects once linked, and revokes', async () => {
    const user = userEvent.setup()
    let linked = false
    const calls = reportStepApi({
      'GET /api/bi-tools': () => jsonResponse([TOOLS[0], tableau]),
      'GET /api/auth-config/7': () =>
        linked
          ? jsonResponse(TABLEAU_LINK)
          : jsonResponse({ status: 404, title: 'Not Found', message: 'Not linked' }, { status: 404 }),
      'POST /api/auth-config/7': ({ body }) => {
        if ((body as { tokenSecret: string }).tokenSecret !== 'right')
          return jsonResponse(
            {
              status: 400,
              title: 'Bad Request',
              message: 'Tableau refused the sign-in: Signin Error (401001)',
            },
            { status: 400 },
          )
        linked = true
        return jsonResponse(TABLEAU_LINK)
      },
      'POST /api/auth-config/delete/7': () => {
        linked = false
        return new Response(null, { status: 204 })
      },
      'GET /api/job/7/tableau-online/workspaces': () => jsonResponse([{ id: 'p1', name: 'Sales' }]),
    })
    renderReportStep()
    await user.click(await screen.findByRole('combobox', { name: 'BI tool' }))
    await user.click(await screen.findByRole('option', { name: 'Tableau Cloud' }))
    await user.type(
      await screen.findByRole('textbox', { name: /^Server URL/ }),
      'https://10ay.online.tableau.com',
    )
    fill(screen.getByRole('textbox', { name: /^Site/ }), 'acme')
    fill(screen.getByRole('textbox', { name: /^Token name/ }), 'herald-bot')
    fill(screen.getByLabelText(/^Token secret/), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Link Tableau' }))
    expect(await screen.findByText('Tableau refused the sign-in: Signin Error (401001)')).toBeTruthy()
    expect(calls.some((c) => c.url.pathname === '/api/job/7/tableau-online/workspaces')).toBe(false)

    fill(screen.getByLabelText(/^Token secret/), 'right')
    await user.click(screen.getByRole('button', { name: 'Link Tableau' }))
    const account = await screen.findByRole('textbox', { name: 'Tableau account' })
    expect((account as HTMLInputElement).value).toBe(
      'herald-bot · https://10ay.online.tableau.com · site acme',
    )
    expect((account as HTMLInputElement).readOnly).toBe(true)
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/job/7/tableau-online/workspaces')).toBe(true),
    )
    expect(
      calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/auth-config/7')?.body,
    ).toMatchObject({
      biTool: 'TABLEAU_ONLINE',
      serverUrl: 'https://10ay.online.tableau.com',
      siteContentUrl: 'acme',
      tokenName: 'herald-bot',
    })

    await user.click(screen.getByRole('button', { name: 'Revoke Access' }))
    expect(await screen.findByRole('button', { name: 'Link Tableau' })).toBeTruthy()
  })
})

import type { DestinationView } from '@herald/contracts'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sessionKey } from '../../../../../../lib/session.ts'
import { userAccount } from '../../../../../../test/fixtures.ts'
import { jsonResponse, renderWithProviders, testQueryClient } from '../../../../../../test/render.tsx'
import { mockApi } from '../../../../testing/job-fixtures.ts'
import { DestinationsSection } from './destinations-section.tsx'

const signInId = 'sign-in-0123456789abcdefghij'
const base = `/api/user-jobs/7/destinations/sharepoint/sign-ins/${signInId}`
const added: DestinationView = {
  id: 9,
  type: 'SHAREPOINT',
  label: 'SharePoint Documents/Reports/{filterValue}',
  settings: {
    account: 'ana@contoso.com',
    driveName: 'Documents',
    folderPath: '/Reports',
    path: '{filterValue}',
  },
  createdAt: '2026-11-28T10:00:00.000Z',
}

describe('SharePoint / OneDrive fields', () => {
  it('asks for the sign-in first, then sends the picked drive, folder and path', async () => {
    const user = userEvent.setup()
    const calls = mockApi({
      'GET /api/user-jobs/7/destinations': () => jsonResponse([]),
      [`GET ${base}/drives`]: () =>
        jsonResponse({ drives: [{ id: 'b!drive', name: 'Documents', owner: 'Finance Team' }] }),
      [`GET ${base}/drives/b!drive/folders`]: ({ url }) =>
        jsonResponse({
          folders:
            url.searchParams.get('parent') === 'root'
              ? [{ id: '01REPORTS', name: 'Reports', path: '/Reports' }]
              : [],
        }),
      'POST /api/user-jobs/7/destinations': () => jsonResponse(added, { status: 201 }),
    })
    const queryClient = testQueryClient()
    queryClient.setQueryData(sessionKey, { ...userAccount, subscriptionType: 'PREMIUM' })
    renderWithProviders(<DestinationsSection jobId={7} />, { queryClient })

    await user.click(await screen.findByRole('button', { name: 'Add destination' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a destination' })
    await user.click(within(dialog).getByText('SharePoint / OneDrive'))
    await user.click(within(dialog).getByRole('button', { name: 'Add destination' }))
    expect(
      await within(dialog).findByText('Sign in with Microsoft, then pick a drive and a folder.'),
    ).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])

    // The callback page's message, from Herald's own origin only.
    const message = { source: 'herald-sharepoint-oauth', ok: true, signInId, principal: 'ana@contoso.com' }
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent('message', { data: message, origin: 'https://evil.example' }),
        ),
    )
    expect(within(dialog).queryByText('Signed in as ana@contoso.com')).toBeNull()
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent('message', { data: message, origin: window.location.origin }),
        ),
    )
    expect(await within(dialog).findByText('Signed in as ana@contoso.com')).toBeTruthy()

    await user.click(await within(dialog).findByPlaceholderText('Pick a drive'))
    await user.click(await screen.findByRole('option', { name: 'Finance Team · Documents' }))
    await user.click(await within(dialog).findByText('Reports'))
    expect(await within(dialog).findByText('Folder: /Reports')).toBeTruthy()
    await user.type(within(dialog).getByLabelText('Path below the folder'), '{{filterValue}')
    await user.click(within(dialog).getByRole('button', { name: 'Add destination' }))
    expect(await screen.findByText('SharePoint Documents/Reports/{filterValue} added.')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'SHAREPOINT',
      signInId,
      driveId: 'b!drive',
      folderId: '01REPORTS',
      path: '{filterValue}',
    })
  })
})

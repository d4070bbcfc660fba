import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render.tsx'
import { pageWindow, TablePager } from './table-pager.tsx'

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2])
    expect(pageWindow(4, 5)).toEqual([0, 1, 2, 3, 4])
  })

  it('keeps five pages around the page shown, shifted at the ends', () => {
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3, 4])
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7])
    expect(pageWindow(9, 10)).toEqual([5, 6, 7, 8, 9])
  })
})

describe('TablePager', () => {
  it('says which entries show and moves between pages', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    renderWithProviders(<TablePager page={3} pageSize={10} total={95} onChange={onChange} />)
    expect(screen.getByText('Showing 31 to 40 of 95 entries')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ])
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBe('page')
    await user.click(screen.getByRole('button', { name: 'Page 6' }))
    expect(onChange).toHaveBeenLastCalledWith(5)
    await user.click(screen.getByRole('button', { name: 'first page' }))
    expect(onChange).toHaveBeenLastCalledWith(0)
    await user.click(screen.getByRole('button', { name: 'next page' }))
    expect(onChange).toHaveBeenLastCalledWith(4)
    await user.click(screen.getByRole('button', { name: 'last page' }))
    expect(onChange).toHaveBeenLastCalledWith(9)
  })

  it('offers page sizes when asked to', async () => {
    const user = userEvent.setup()
    const onPageSizeChange = vi.fn()
    renderWithProviders(
      <TablePager
        page={0}
        pageSize={10}
        total={5}
        onChange={() => {}}
        pageSizes={[10, 25]}
        onPageSizeChange={onPageSizeChange}
      />,
    )
    expect(screen.queryByRole('button', { name: 'next page' })).toBeNull()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entries per page' }), '25')
    expect(onPageSizeChange).toHaveBeenCalledWith(25)
  })
})

import type { ReactNode } from 'react'
import { QueryState, type QueryStateProps } from './page-state.tsx'
import { TablePager } from './table-pager.tsx'

interface PagedQueryStateProps<T extends { total: number }> extends QueryStateProps<T> {
  paging: { page: number; size: number; setPage: (page: number) => void; setSize: (size: number) => void }
  pageSizes: readonly number[]
  children: (data: T) => ReactNode
}

/** A page of a list paged by the server, through QueryState, with its pager under it. */
export function PagedQueryState<T extends { total: number }>({
  paging,
  pageSizes,
  children,
  ...state
}: PagedQueryStateProps<T>) {
  return (
    <QueryState {...state}>
      {(data) => (
        <>
          {children(data)}
          <TablePager
            page={paging.page}
            pageSize={paging.size}
            total={data.total}
            onChange={paging.setPage}
            pageSizes={pageSizes}
            onPageSizeChange={paging.setSize}
          />
        </>
      )}
    </QueryState>
  )
}

import { Loader } from '@mantine/core'
import { withSavedOptions } from '../../../lib/saved-options.ts'

/** The listed choices, with the saved one kept when the BI tool no longer lists it. */
export const optionsWith = (
  list: readonly { id: string; name: string }[] | undefined,
  id: string,
  name: string,
) =>
  withSavedOptions(
    (list ?? []).map((item) => ({ value: item.id, label: item.name })),
    [{ value: id, label: name || id }],
  )

/** 'No workspaces found.' once a listing came back empty. */
export const noneFound = (what: string, list: readonly unknown[] | undefined) =>
  list && list.length === 0 ? `No ${what} found.` : undefined

/** Shown in a select while its listing loads. */
export const listingLoader = <Loader size="xs" />

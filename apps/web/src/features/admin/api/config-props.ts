import { managementApi } from '@herald/contracts'
import { queryOptions } from '@tanstack/react-query'
import { callEndpoint } from '../../../lib/call-endpoint.ts'

/** Every setting the server read, secrets as '******' (management/configprops). */
export const configPropsQuery = queryOptions({
  queryKey: ['management', 'configprops'],
  queryFn: ({ signal }) => callEndpoint(managementApi.configprops, { signal, toast: false }),
})

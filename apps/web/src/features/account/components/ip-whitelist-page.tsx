import { ipAllowListMessages } from '@herald/contracts'
import { List, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { QueryState } from '../../../components/page-state.tsx'
import { allowedAddressesQuery } from '../api/allowed-addresses.ts'
import { AllowedAddressForm } from './allowed-address-form.tsx'
import { AllowedAddressList } from './allowed-address-list.tsx'
import { YourAddress } from './your-address.tsx'

/** /account/ip-whitelist: the addresses the account may be used from (spec §7 `api/account/whitelist-ips`). */
export function IpWhitelistPage() {
  const entries = useQuery(allowedAddressesQuery)
  return (
    <Stack gap="md" py="md" maw={720}>
      <Title order={2}>IP Whitelist</Title>
      <Text c="dimmed">
        Limit where your account can be used from. Once the list holds an address or range, Herald refuses
        your account from anywhere else, at every door:
      </Text>
      <List size="sm" c="dimmed" spacing={2}>
        <List.Item>signing in — with an emailed code, a password, Google or Microsoft;</List.Item>
        <List.Item>a session already signed in, in any browser;</List.Item>
        <List.Item>your API key;</List.Item>
        <List.Item>SFTP downloads (checked against the address your SFTP client connects from).</List.Item>
      </List>
      <YourAddress />
      <QueryState query={entries} loading="Loading allowed addresses" failed={ipAllowListMessages.loadFailed}>
        {(list) => (
          <>
            <AllowedAddressList entries={list} />
            <AllowedAddressForm />
          </>
        )}
      </QueryState>
    </Stack>
  )
}

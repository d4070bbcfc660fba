import { Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { QueryState } from '../../../components/page-state.tsx'
import { sendingDomainsQuery } from '../api/sending-domains.ts'
import { AddDomainForm } from './sending-domains/add-domain-form.tsx'
import { DomainCard } from './sending-domains/domain-card.tsx'
import { NO_DOMAINS } from './sending-domains/no-domains.tsx'

/**
 * /account/ses-domains: the domains report emails are sent from, each with the DKIM key Herald signs them
 * with and the DNS records to publish, checked on demand.
 */
export function SesDomainsPage() {
  const domains = useQuery(sendingDomainsQuery)
  return (
    <Stack gap="md" py="md" maw={960}>
      <Title order={2}>Email Domains</Title>
      <Text c="dimmed">
        Add the domain of your sender addresses (the part after @) and publish its records in your DNS. Once
        the DKIM record is found, every report email sent from an address at that domain is signed with its
        key.
      </Text>
      <AddDomainForm />
      <QueryState
        query={domains}
        loading="Loading sending domains"
        failed="The sending domains could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={NO_DOMAINS}
      >
        {(list) => list.map((domain) => <DomainCard key={domain.id} domain={domain} />)}
      </QueryState>
    </Stack>
  )
}

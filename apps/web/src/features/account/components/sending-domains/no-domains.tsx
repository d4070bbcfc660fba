import { Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconShieldCheck } from '@tabler/icons-react'

/** The empty list: why a sending domain is worth adding. */
export function NoDomains() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center" maw={560} mx="auto">
        <ThemeIcon size={48} radius="xl" variant="light" color="blue">
          <IconShieldCheck size={26} />
        </ThemeIcon>
        <Text fw={600}>No sending domains yet</Text>
        <Text c="dimmed" size="sm">
          Mail providers check DMARC: an email whose From domain does not sign it with DKIM (or pass SPF) is
          likely to be marked as spam or refused. Add the domain your report emails are sent from, publish the
          DKIM record Herald gives you, and your reports are signed as coming from you.
        </Text>
      </Stack>
    </Paper>
  )
}

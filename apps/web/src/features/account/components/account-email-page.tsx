import { accountMessages } from '@herald/contracts'
import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useSession } from '../../../lib/session.ts'
import { ChangeEmailSection } from './change-email-section.tsx'
import { PasswordForm } from './password-form.tsx'
import { ProfileForm } from './profile-form.tsx'
import { SessionsSection } from './sessions-section.tsx'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={3} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

/** /account/email: the sign-in email (changed through a link to the new address), profile, password, sessions. */
export function AccountEmailPage() {
  const { account } = useSession()
  return (
    <Stack gap="md" py="md" maw={640}>
      <Title order={2}>Change Email</Title>
      {account ? (
        <>
          <Section title="Email address">
            <ChangeEmailSection currentEmail={account.email} />
          </Section>
          <Section title="Profile">
            <ProfileForm account={account} />
          </Section>
          <Section title="Password">
            <PasswordForm />
          </Section>
          <Section title="Sessions">
            <SessionsSection />
          </Section>
        </>
      ) : (
        <Text c="red" role="alert">
          {accountMessages.unableToGetUser}
        </Text>
      )}
    </Stack>
  )
}

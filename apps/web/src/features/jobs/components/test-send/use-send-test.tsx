import { safeSendingMessages, type TestSendBody, type UserJob } from '@herald/contracts'
import { Anchor } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { TOAST_LONG_MS } from '../../../../lib/notify.ts'
import { sendTest } from '../../api/test-send.ts'

/** 'A test … is on its way to …', with a link to the job's history. */
function notifyQueued(job: UserJob, to: string) {
  notifications.show({
    color: 'green',
    autoClose: TOAST_LONG_MS,
    message: (
      <>
        {safeSendingMessages.testQueued(to.trim())} {/* The toast lives outside the router: a plain link. */}
        <Anchor href={`/user-jobs/${job.id}/history`} size="sm">
          See it in Job History
        </Anchor>
      </>
    ),
  })
}

/** Sends the test (ADR 0043), says where to see it and calls `onSent`; a refusal the API client has shown. */
export function useSendTest(job: UserJob, onSent: () => void) {
  const [sending, setSending] = useState(false)
  const send = async (body: TestSendBody & { to: string }) => {
    setSending(true)
    try {
      await sendTest(job.id, body)
      notifyQueued(job, body.to)
      onSent()
    } catch {
      // the API client has shown the failure
    } finally {
      setSending(false)
    }
  }
  return { send, sending }
}

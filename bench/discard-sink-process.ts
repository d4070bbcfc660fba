// The discarding SMTP sink as a child process (forkDiscardSink): reports its URL, then answers
// 'received' with the envelopes so far and 'close' by closing and exiting.
import { startDiscardSink } from './discard-sink.ts'

const sink = await startDiscardSink()
process.send!({ url: sink.url })
process.on('message', (message) => {
  if (message === 'received') process.send!(sink.received)
  if (message === 'close') void sink.close().then(() => process.exit(0))
})

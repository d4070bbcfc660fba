import dns2 from 'dns2'
import { freePort } from './start-test-herald.ts'

const { Packet } = dns2

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string
  /** Publishes the TXT records at `name` (replacing any); no records leaves the name existing but empty. */
  setTxt(name: string, records: string[]): void
  /** Stops answering (the port refuses), as a DNS server that is down; `start` brings it back. */
  stop(): Promise<void>
  start(): Promise<void>
  close(): Promise<void>
}

/** One TXT string is at most 255 bytes: a longer record is published as several, as DNS hosts do. */
const chunks = (record: string) => record.match(/.{1,255}/g) ?? ['']

/**
 * A real DNS server (UDP, on loopback) serving TXT records from a zone the test edits. A name it has no
 * entry for is NXDOMAIN.
 */
export async function startTestDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, string[]>()
  const port = await freePort()
  let server: ReturnType<typeof dns2.createServer> | undefined
  const start = async () => {
    server = dns2.createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request)
        const question = request.questions[0]
        const records = question ? zone.get(question.name.toLowerCase()) : undefined
        if (!question || records === undefined) {
          response.header.rcode = 3 // NXDOMAIN
        } else if (question.type === Packet.TYPE.TXT) {
          for (const record of records) {
            response.answers.push({
              name: question.name,
              type: Packet.TYPE.TXT,
              class: Packet.CLASS.IN,
              ttl: 1,
              data: chunks(record),
            } as never)
          }
        }
        send(response)
      },
    })
    await server.listen({ udp: { port, address: '127.0.0.1' } })
  }
  await start()
  const stop = async () => {
    await server?.close()
    server = undefined
  }
  return {
    address: `127.0.0.1:${port}`,
    setTxt: (name, records) => void zone.set(name.toLowerCase(), records),
    stop,
    start,
    close: stop,
  }
}

// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of ssh2 internals, also for projects (e2e, bench) that reach this file through imports
/// <reference path="./ssh2-internals.d.ts" />
import type { Connection } from 'ssh2'
import constants from 'ssh2/lib/protocol/constants.js'
import utils from 'ssh2/lib/protocol/utils.js'

interface PacketWriter {
  allocStart: number
  alloc(size: number): Buffer
  finalize(packet: Buffer): Buffer
}

/**
 * Sends SSH_MSG_USERAUTH_BANNER (RFC 4252 §5.4: allowed at any time before authentication succeeds), so a
 * refused sign-in says why (the plan, a deactivated account). ssh2 only sends its static banner once, before
 * the first attempt; this writes the same packet as its Protocol.serviceAccept does, through its internals.
 */
export function sendAuthBanner(client: Connection, message: string): void {
  const protocol = (client as unknown as { _protocol: { _packetRW: { write: PacketWriter } } })._protocol
  const text = message.endsWith('\r\n') ? message : `${message}\r\n`
  const length = Buffer.byteLength(text)
  const writer = protocol._packetRW.write
  let p = writer.allocStart
  const packet = writer.alloc(1 + 4 + length + 4)
  packet[p] = constants.MESSAGE.USERAUTH_BANNER
  packet.writeUInt32BE(length, ++p)
  packet.write(text, (p += 4), length, 'utf8')
  packet.writeUInt32BE(0, p + length) // no language tag
  utils.sendPacket(protocol, writer.finalize(packet))
}

// The two ssh2 internals auth-banner.ts uses (ssh2 ships no types for them).
declare module 'ssh2/lib/protocol/utils.js' {
  const utils: { sendPacket(protocol: unknown, packet: Buffer): void }
  export default utils
}
declare module 'ssh2/lib/protocol/constants.js' {
  const constants: { MESSAGE: { USERAUTH_BANNER: number } }
  export default constants
}

export { startSftpServer, type SftpServer } from './sftp-server.ts'
export { readOrCreateHostKey } from './host-key.ts'
export { generateEd25519KeyPair } from './ed25519-key-pair.ts'
export {
  normalizePath,
  type SftpAuthenticate,
  type SftpLoginAttempt,
  type SftpLoginVerdict,
  type SftpNode,
  type SftpVolume,
} from './sftp-volume.ts'

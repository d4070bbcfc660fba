import { readFileSync, writeFileSync } from 'node:fs'
import ssh2 from 'ssh2'
import { generateEd25519KeyPair } from './ed25519-key-pair.ts'

const { utils } = ssh2

/**
 * The SFTP server's private host key: read from `file`; when the file does not exist, an Ed25519 key is
 * generated once and written there readable by its owner only (0600), so clients see the same host key
 * after every restart (ADR 0029). A file that holds no usable private key stops the start-up.
 */
export function readOrCreateHostKey(file: string): Buffer {
  let key: Buffer
  try {
    key = readFileSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    const pair = generateEd25519KeyPair('herald-sftp')
    try {
      writeFileSync(file, pair.private, { mode: 0o600, flag: 'wx' })
    } catch (raced) {
      // Another process of the same DATA_DIR wrote it first: use theirs.
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced
    }
    key = readFileSync(file)
  }
  const parsed = utils.parseKey(key)
  if (parsed instanceof Error || Array.isArray(parsed) || !parsed.isPrivateKey()) {
    throw new Error(`${file} holds no unencrypted SSH private key`)
  }
  return key
}

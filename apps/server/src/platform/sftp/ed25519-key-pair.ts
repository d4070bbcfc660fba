import ssh2 from 'ssh2'

const { utils } = ssh2

/**
 * A new Ed25519 key pair in OpenSSH's formats. ssh2's generator drops the public key's first byte when it is zero
 * (about one key in 256; mscdex/ssh2 issue 1513), and then neither half of the pair parses: such a pair is drawn
 * again, so no caller ever writes or serves a malformed key.
 */
export function generateEd25519KeyPair(comment?: string): { private: string; public: string } {
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519', comment === undefined ? {} : { comment })
    if (!(utils.parseKey(pair.private) instanceof Error) && !(utils.parseKey(pair.public) instanceof Error))
      return pair
  }
}

import { Client, type ConnectConfig, type SFTPWrapper } from 'ssh2'

/** A connected SFTP session of ssh2's client, with the banners the server sent during sign-in. */
export interface SftpSession {
  sftp: SFTPWrapper
  banners: string[]
  end(): void
}

/** Signs in to Herald's SFTP server; a refusal rejects with the error and the banners (the server's reason). */
export function connectSftp(port: number, auth: Pick<ConnectConfig, 'username' | 'password' | 'privateKey'>) {
  return new Promise<SftpSession>((resolve, reject) => {
    const client = new Client()
    const banners: string[] = []
    client.on('banner', (message) => banners.push(message.trim()))
    client.on('error', (error) => reject(Object.assign(error, { banners })))
    client.on('ready', () =>
      client.sftp((error, sftp) => {
        if (error) return reject(error)
        resolve({ sftp, banners, end: () => client.end() })
      }),
    )
    client.connect({ host: '127.0.0.1', port, readyTimeout: 30_000, ...auth })
  })
}

/** The reason a refused sign-in gave (its banners), or 'accepted'. */
export async function refusal(
  port: number,
  auth: Pick<ConnectConfig, 'username' | 'password' | 'privateKey'>,
): Promise<string> {
  try {
    ;(await connectSftp(port, auth)).end()
    return 'accepted'
  } catch (error) {
    return ((error as { banners?: string[] }).banners ?? []).join('\n') || 'refused'
  }
}

/** The SFTP status code of a failed call (3: permission denied, 2: no such file), or 'ok'. */
export function statusOf(call: (done: (error?: Error | null) => void) => void): Promise<number | 'ok'> {
  return new Promise((resolve) =>
    call((error) => resolve(error ? Number((error as Error & { code?: number }).code) : 'ok')),
  )
}

export const readdir = (sftp: SFTPWrapper, path: string) =>
  new Promise<string[]>((resolve, reject) =>
    sftp.readdir(path, (error, list) =>
      error ? reject(error) : resolve(list.map((e) => e.filename).sort()),
    ),
  )

export const readFile = (sftp: SFTPWrapper, path: string) =>
  new Promise<Buffer>((resolve, reject) =>
    sftp.readFile(path, (error, data) => (error ? reject(error) : resolve(data))),
  )

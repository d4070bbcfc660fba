import { configure, Uint8ArrayReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js'

// In Node the library compresses on the calling thread; web workers are a browser matter.
configure({ useWebWorkers: false })

/**
 * One file inside a zip encrypted with AES-256 (WinZip AE-2, which 7-Zip, WinZip and other AES-aware
 * zip tools open; the built-in Windows and macOS extractors do not), for password-protected XLSX and PPTX (ADR 0049). The password is used
 * here and nowhere else: it is never logged.
 */
export async function aesZip(entryName: string, bytes: Buffer, password: string): Promise<Buffer> {
  const writer = new ZipWriter(new Uint8ArrayWriter(), {
    password,
    encryptionStrength: 3,
    zipCrypto: false,
    useWebWorkers: false,
  })
  await writer.add(entryName, new Uint8ArrayReader(new Uint8Array(bytes)))
  return Buffer.from(await writer.close())
}

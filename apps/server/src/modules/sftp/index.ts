export { registerSftpRoutes } from './sftp.routes.ts'
export { startSftp } from './start-sftp.ts'
export type { SftpDeps } from './sftp-deps.ts'

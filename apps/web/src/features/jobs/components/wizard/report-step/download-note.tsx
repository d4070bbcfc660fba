import { sftpMessages } from '@herald/contracts'
import { Alert } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { accountSftpQuery } from '../../../api/account-sftp.ts'
import { reportStepTexts } from '../../../lib/report-step-texts.ts'

/** Where the files can be fetched besides email: the account's SFTP access, or History's downloads. */
export function DownloadNote() {
  const sftp = useQuery(accountSftpQuery).data
  return (
    <Alert variant="light" color="gray" icon={<IconDownload size={18} />} p="xs">
      {sftp ? sftpMessages.wizardNote(sftp.host, sftp.port, sftp.username) : reportStepTexts.downloadNote}
    </Alert>
  )
}

import {
  LINK_EXPIRY_DAYS,
  storedRowFilters,
  type JobEmailConfigView,
  type ReportJobConfView,
} from '@herald/contracts'
import type { EmailTaskRow, FilterRowRow, ReportTaskRow } from './report-config.queries.ts'

export function presentReportConfig(task: ReportTaskRow, rows: FilterRowRow[]): ReportJobConfView {
  return {
    id: task.id,
    userJobId: task.jobId,
    name: task.name,
    isActive: task.isActive,
    biTool: task.biTool as ReportJobConfView['biTool'],
    userWorkspaceId: task.workspaceId,
    userWorkspace: task.workspaceName,
    userReportId: task.reportId,
    userReportName: task.reportName,
    reportType: task.reportType as ReportJobConfView['reportType'],
    reportUrl: task.reportUrl,
    reportRunPeriod: task.reportRunPeriod as ReportJobConfView['reportRunPeriod'],
    filePrefix: task.filePrefix,
    generateExcel: task.generateExcel,
    listOfExcelVisuals: task.excelVisuals,
    numberOfLoops: task.numberOfLoops,
    timeout: task.timeoutSeconds,
    timeDelay: task.delaySeconds,
    pagesToPrint: task.pagesToPrint,
    pageSize: task.pageSize,
    fileFormat: task.fileFormat as ReportJobConfView['fileFormat'],
    locale: task.locale,
    dataIngestionMode: task.ingestionMode as ReportJobConfView['dataIngestionMode'],
    filterName: task.filterName,
    visualName: task.visualName,
    skipEmptyRows: task.skipEmptyRows,
    filePasswordSet: task.filePasswordSealed !== null,
    userReportGenerationFilterData: rows.map((row) => ({
      id: row.id,
      filterName: row.filterName,
      filterValue: row.filterValue,
      filters: storedRowFilters(row),
      toEmail: row.toEmail,
      ccEmail: row.ccEmail,
      bccEmail: row.bccEmail,
      isActive: row.isActive,
      fields: row.fields,
      format: row.format === 'PDF' || row.format === 'PPTX' ? row.format : null,
      attachExcel: row.attachExcel,
    })),
  }
}

export function presentEmailConfig(
  task: Pick<EmailTaskRow, 'fromEmail' | 'emailTitle' | 'emailBody' | 'isActive'> &
    Partial<Pick<EmailTaskRow, 'deliverAs' | 'linkExpiryDays'>>,
  verified: boolean,
  serverSender: boolean,
  dmarcStatus: JobEmailConfigView['dmarcStatus'],
): JobEmailConfigView {
  return {
    fromEmail: task.fromEmail,
    emailTitle: task.emailTitle,
    emailBody: task.emailBody,
    isActive: task.isActive,
    isEmailVerified: verified,
    serverSender,
    dmarcStatus,
    deliverAs: task.deliverAs === 'LINK' ? 'LINK' : 'ATTACHMENT',
    linkExpiryDays: task.linkExpiryDays ?? LINK_EXPIRY_DAYS.default,
  }
}

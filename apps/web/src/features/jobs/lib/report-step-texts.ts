/** Step 2 texts that only the web app shows (the rules' messages come from @herald/contracts). */
export const reportStepTexts = {
  slicerBanner: 'When using slicers, please enter the slicer title and NOT the slicer header.',
  tableauBanner:
    "Tableau filters a view by a field's name: 'Sales/Region' filters the field Region (exact values; several as East,West). Before a file is stored or sent, Herald reads the view's data with the same filter and fails the file if the field is missing or other values show.",
  reportLevelBanner:
    "Each filter must be a report-level filter in the report (Filters on all pages), left on its default, 'Select All'.",
  excelUniqueNames:
    'Give every table and matrix visual a unique name in the report: each Excel sheet is named after its visual.',
  downloadNote:
    'DOWNLOAD PDF: Premium and Enterprise users can also download the PDFs by SFTP. Ask support for your SFTP credentials.',
  automatedIntro:
    'At each run Herald reads the filter values and their To, CC and BCC addresses from a table visual of the report: one file per value.',
  noRows: 'No rows yet. Add a row, or upload a CSV, TSV or Excel file.',
} as const

/** The 'learn more' dialog about report-level filters (spec §2). */
export const filterConfigDialog = {
  title: 'Power BI Filter Configuration',
  points: [
    'Open the report for editing in Power BI Desktop or the Power BI service.',
    "Drag the column into 'Filters on all pages': a report-level filter, not a page or visual filter.",
    "Leave the filter on its default, 'Select All', and save the report: Herald sets one value per row at each run.",
    'Write the filter name as Table/Column (for example Sales/Region), or Title<>Table/Column for a slicer.',
  ],
  close: 'Got it',
} as const

/** The pages of a PDF a BI tool made (its `/Type /Page` objects), at least 1: what Job History shows per file. */
export const countPdfPages = (pdf: Buffer): number =>
  Math.max(1, pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0)

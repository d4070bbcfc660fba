/** Cuts text to about `maxChars` characters with an ellipsis. */
export function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text
  return maxChars <= 1 ? '…' : `${text.slice(0, maxChars - 1).trimEnd()}…`
}

/** Width of text in px, estimated (no layout engine here): good enough to size label columns. */
export function textWidth(text: string, fontPx: number): number {
  return text.length * fontPx * 0.56
}

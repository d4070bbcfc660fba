/** Why an image address cannot go into an email, or undefined when it can. */
export function imageUrlProblem(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'Enter the full address of the image, starting with https://'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'The address must start with http:// or https://'
  if (url.pathname.toLowerCase().endsWith('.svg')) return 'SVG images are not supported'
  return undefined
}

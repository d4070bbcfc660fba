import Bowser from 'bowser'

/** 'Chrome 140 on Linux', 'Firefox on Android 14', 'curl' …, read from a user agent by bowser; never guessed by hand. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const { browser, os, platform } = Bowser.parse(userAgent)
  const browserName = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ')
  const system = [os.name, os.versionName ?? os.version?.split('.')[0]].filter(Boolean).join(' ')
  const kind = platform.type === 'mobile' || platform.type === 'tablet' ? ` (${platform.type})` : ''
  if (browserName && system) return `${browserName} on ${system}${kind}`
  if (browserName || system) return `${browserName || system}${kind}`
  return userAgent.slice(0, 60)
}

/**
 * The Debian packages rendering needs: the browser and the fonts reports are drawn with. The same list
 * is installed by scripts/install-system-deps.sh (which `npm start` and `npm test` run).
 */
export const RENDERING_PACKAGES = ['chromium', 'fonts-dejavu-core', 'fonts-liberation'] as const

const remedy =
  `Install the packages ${RENDERING_PACKAGES.join(', ')} (npm start installs them when run as root on Debian), ` +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable and restart Herald.'

/**
 * Chromium could not be started, said in words an administrator can act on (never the launcher's raw
 * text, which stays in `cause`). `missing`: there is no executable at the path, so retrying cannot help.
 */
export class BrowserLaunchError extends Error {
  override name = 'BrowserLaunchError'
  readonly missing: boolean

  constructor(executablePath: string, missing: boolean, options?: ErrorOptions) {
    super(
      `Reports cannot be rendered: ${missing ? `no Chromium at ${executablePath}` : `Chromium at ${executablePath} did not start`}. ${remedy}`,
      options,
    )
    this.missing = missing
  }
}

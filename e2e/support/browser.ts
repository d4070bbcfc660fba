import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_ARGS } from '../../apps/server/src/platform/browser/browser-launcher.ts'

export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts')

/** Debian's Chromium, with the flags Herald renders with (no background networking, no sandbox as root). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
}

/** Saves a full-page screenshot under e2e/artifacts, to be looked at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true })
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true })
}

// @ts-check
// The browsers from Debian's Chromium (test tools cannot download their own browser here),
// installed with apt when missing:
// - chromium, the browser a visitor runs: Lighthouse measures the pages in it;
// - chromium-headless-shell, the same engine without the browser around it: the browser tests
//   drive it (less CPU than the full browser for the same tests).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const testChromiumPath = process.env.TEST_CHROME_PATH ?? '/usr/bin/chromium-headless-shell'

const missing = [
  ['chromium', chromiumPath],
  ['chromium-headless-shell', testChromiumPath],
].filter(([, path]) => !existsSync(path ?? ''))
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && missing.length) {
  const packages = missing.map(([name]) => name).join(' ')
  console.log(`Installation de ${packages} (paquets Debian)…`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' })
}

// @ts-check
// Browser tests drive Debian's Chromium (test tools cannot download their own browser here).
// Installs it with apt when it is missing.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

if (!existsSync(chromiumPath)) {
  console.log('Installation de Chromium (paquet Debian)…')
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' })
}

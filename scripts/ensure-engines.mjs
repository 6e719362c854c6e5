// @ts-check
// The engine tests (tests/engines) drive Debian's WebKitGTK and Firefox ESR: test tools cannot
// download their own builds here. Installs what is missing with apt: webkit2gtk-driver
// (WebKitWebDriver and MiniBrowser), firefox-esr, and xvfb (MiniBrowser needs a display).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const engineFiles = {
  'webkit2gtk-driver': ['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
  'firefox-esr': [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'],
  xvfb: ['/usr/bin/Xvfb'],
}

const missing = Object.entries(engineFiles)
  .filter(([, files]) => files.some((file) => !existsSync(file)))
  .map(([name]) => name)

if (missing.length) {
  console.log(`Installation de ${missing.join(', ')} (paquets Debian)…`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' })
}

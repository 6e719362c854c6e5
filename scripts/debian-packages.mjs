// @ts-check
// The Debian packages the gate runs (test tools cannot download their own builds here), each with a
// file that tells it is installed, and the one apt-get that installs those missing.
// Usage: node scripts/debian-packages.mjs   (installs every one that is missing)
// Without their recommended packages: what the gate runs needs none of them (desktop portals,
// media codecs, dictionaries, printing), and they were most of an install's time.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const testChromiumPath = process.env.TEST_CHROME_PATH ?? '/usr/bin/chromium-headless-shell'

/** @type {Record<string, string[]>} */
export const debianPackages = {
  // The clock moved far ahead (scripts/moved-clock.mjs).
  faketime: ['/usr/bin/faketime'],
  // The integration tests' PostgreSQL 15 (scripts/ensure-postgres.mjs finds its binaries).
  postgresql: ['/usr/lib/postgresql/15/bin/initdb'],
  // The engine flows (tests/engines): WebKitWebDriver and MiniBrowser, which needs a display;
  // Firefox ESR (geckodriver comes from npm).
  'webkit2gtk-driver': ['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'],
  'firefox-esr': [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'],
  xvfb: ['/usr/bin/Xvfb'],
  // The browser a visitor runs: Lighthouse measures the pages in it.
  chromium: [chromiumPath],
  // The same engine without the browser around it: the browser tests drive it (less CPU than the
  // full browser for the same tests).
  'chromium-headless-shell': [testChromiumPath],
}

/**
 * Installs those of `names` that are missing, in one apt-get (waiting for another apt-get of the
 * gate to finish); the package lists are updated only if the install fails without.
 * @param {string[]} names
 */
export function ensureDebianPackages(names = Object.keys(debianPackages)) {
  const missing = names.filter((name) => (debianPackages[name] ?? []).some((file) => !existsSync(file)))
  if (!missing.length) return
  console.log(`Installation de ${missing.join(', ')} (paquets Debian)…`)
  // As root (a CI machine) apt-get itself; otherwise through sudo, which may ask for a password.
  const root = process.getuid?.() === 0
  const apt = (/** @type {string[]} */ args) => {
    const command = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', '-o', 'DPkg::Lock::Timeout=600', '-qq', ...args]
    execFileSync(root ? 'env' : 'sudo', root ? command.slice(1) : command, { stdio: 'inherit' })
  }
  const install = () => apt(['install', '-y', '--no-install-recommends', ...missing])
  try {
    install()
  } catch {
    apt(['update'])
    install()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureDebianPackages()

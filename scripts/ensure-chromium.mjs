// @ts-check
// The browsers from Debian's Chromium, installed with apt when missing (scripts/debian-packages.mjs):
// - chromium, the browser a visitor runs: Lighthouse measures the pages in it;
// - chromium-headless-shell, the same engine without the browser around it: the browser tests
//   drive it (less CPU than the full browser for the same tests).
import { pathToFileURL } from 'node:url'
import { chromiumPath, ensureDebianPackages, testChromiumPath } from './debian-packages.mjs'

export { chromiumPath, testChromiumPath }

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureDebianPackages(['chromium', 'chromium-headless-shell'])

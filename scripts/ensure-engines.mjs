// @ts-check
// The engine tests (tests/engines) drive Debian's WebKitGTK and Firefox ESR: test tools cannot
// download their own builds here. Installs what is missing with apt (scripts/debian-packages.mjs):
// webkit2gtk-driver (WebKitWebDriver and MiniBrowser), firefox-esr, and xvfb (MiniBrowser needs a
// display).
import { ensureDebianPackages } from './debian-packages.mjs'

ensureDebianPackages(['webkit2gtk-driver', 'firefox-esr', 'xvfb'])

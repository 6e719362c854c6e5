// A message sent after browsing offline, in Firefox ESR.
import { describe } from 'vitest'
import { launchFirefox } from './firefox'
import { describeOfflineFlow } from './offlineFlow'

// Without an HTTP cache: Firefox keeps there too what its worker precaches, and reads it there
// offline, so a file dropped from the worker's cache would still come; a device that lacks the
// file has it in neither. The pages and their code come from the worker's cache alone.
// The service worker lives as long as Firefox lets it by default: this flow never waits for it to stop.
const prefs = {
  'browser.cache.disk.enable': false,
  'browser.cache.memory.enable': false,
  'dom.serviceWorkers.idle_timeout': 30_000,
  'dom.serviceWorkers.idle_extended_timeout': 300_000,
}

describe('Firefox, offline', () => describeOfflineFlow((siteUrl) => launchFirefox(siteUrl, { prefs })))

// Fixes the build's instant (lib/buildTime.ts) once, before Vite reads the environment: every
// environment Vike builds (client, server, prerender) and the plugins that write files after it
// read the same VITE_BUILD_TIME. A value given by the caller (a test, a reproducible build) is kept.
import type { Plugin } from 'vite'

export function buildTime(): Plugin {
  return {
    name: 'atelier:build-time',
    config() {
      const given = process.env.VITE_BUILD_TIME?.trim()
      if (given && Number.isNaN(Date.parse(given))) throw new Error(`VITE_BUILD_TIME is not an ISO 8601 instant: ${given}`)
      process.env.VITE_BUILD_TIME = new Date(given || Date.now()).toISOString()
    },
  }
}

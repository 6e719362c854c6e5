// @ts-check
// `npx vike build 2>&1 | node scripts/build-output.mjs`: passes the build's output through, then
// fails if a line other than a progress line came twice or more. One build runs Vite several
// times (client, server, the service worker twice), so a warning printed by each run comes back
// as many times and buries the warnings that matter.
import { pathToFileURL } from 'node:url'

// What each of those runs prints once: its steps, its file list, vite-plugin-pwa's summary.
const progress = [
  /^vite v\S+ building .+\.\.\.$/,
  /^(transforming|rendering chunks|computing gzip size)\.\.\.$/,
  /^✓ \d+ modules transformed\.$/,
  /^✓ built in /,
  /^dist\/\S+ /,
  /^\s+dist\/\S+$/,
  /^PWA v\S+$/,
  /^(mode|format:|precache) /,
  /^files generated$/,
  /^Building \S+ service worker \("\w+" format\)\.\.\.$/,
]

/** @param {string} text @returns {string[]} each line printed more than once that is not a progress line */
export function repeatedLines(text) {
  /** @type {Map<string, number>} */
  const counts = new Map()
  // eslint-disable-next-line no-control-regex -- colour codes, when the build writes to a terminal
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '')
  let timingReport = false
  for (const line of plain.split(/\r?\n/)) {
    const trimmed = line.trimEnd()
    // Rolldown's report of slow plugins, up to the blank line that ends it, comes and goes with the
    // machine's load. The site's builds turn it off (vite.config.ts); Vite's own bundling of the
    // config cannot be told to.
    if (trimmed.startsWith('[PLUGIN_TIMINGS]')) timingReport = true
    if (!trimmed.trim()) timingReport = false
    if (timingReport || !trimmed.trim() || progress.some((pattern) => pattern.test(trimmed))) continue
    counts.set(trimmed, (counts.get(trimmed) ?? 0) + 1)
  }
  return [...counts].filter(([, count]) => count > 1).map(([line, count]) => `${count}× ${line}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let text = ''
  process.stdin.setEncoding('utf8')
  for await (const chunk of process.stdin) {
    process.stdout.write(chunk)
    text += chunk
  }
  const repeated = repeatedLines(text)
  if (repeated.length) {
    console.error(`\nLa construction répète ${repeated.length} ligne(s) d'avertissement :\n${repeated.map((line) => `  ${line}`).join('\n')}`)
    process.exit(1)
  }
}

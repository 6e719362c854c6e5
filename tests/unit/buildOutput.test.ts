// scripts/build-output.mjs: the gate's build fails when a warning comes back at each of Vite's runs.
import { describe, expect, it } from 'vitest'
import { repeatedLines } from '../../scripts/build-output.mjs'

const progress = `vite v8.3.8 building client environment for production...
transforming...
✓ 610 modules transformed.
rendering chunks...
computing gzip size...
dist/client/sw.mjs  77.99 kB │ gzip: 22.15 kB

✓ built in 3.42s
PWA v2.0.0
Building features/pwa/sw.ts service worker ("es" format)...
mode      injectManifest
format:   es
precache  81 entries (837.63 KiB)
files generated
  dist/client/sw.js
`

const nativeConfigWarning = `(!) Your Vite config uses features that are unsupported by \`configLoader: 'native'\`, which is planned to become the default in a future major version of Vite:
  - import "./vite/pwa" without a file extension (vite.config.ts:9:21). Add the file extension
Set \`VITE_CONFIG_NATIVE_IGNORE_WARNING=true\` to suppress this warning.
`

const timingReport = (seconds: number) => `\x1b[33m[PLUGIN_TIMINGS] \x1b[0mJavaScript callbacks ran for ${seconds}s of this 4.1s build (32%).
The slowest callbacks, timed inside each callback (the wait before a callback starts is excluded, the time it awaits is included):
  - plugin vite:native-config-compat-check transform (27%, 1.1s, 50 calls)
Additional callback time came from callbacks under 1s.

`

describe('repeated lines of a build', () => {
  it('names each warning line printed more than once, with its count', () => {
    expect(repeatedLines(progress + nativeConfigWarning + progress + nativeConfigWarning + nativeConfigWarning)).toEqual([
      "3× (!) Your Vite config uses features that are unsupported by `configLoader: 'native'`, which is planned to become the default in a future major version of Vite:",
      '3×   - import "./vite/pwa" without a file extension (vite.config.ts:9:21). Add the file extension',
      '3× Set `VITE_CONFIG_NATIVE_IGNORE_WARNING=true` to suppress this warning.',
    ])
  })

  it('reads lines in colour as the same lines', () => {
    expect(repeatedLines('\x1b[33m WARN  inlineDynamicImports option is deprecated\x1b[0m\n WARN  inlineDynamicImports option is deprecated\n')).toEqual([
      '2×  WARN  inlineDynamicImports option is deprecated',
    ])
  })

  it("lets each run's progress lines, blank lines and Rolldown's timing reports come back", () => {
    expect(repeatedLines(progress + timingReport(1.3) + progress + timingReport(2.5) + progress)).toEqual([])
  })

  it('lets a warning be printed once', () => {
    expect(repeatedLines(progress + nativeConfigWarning + progress)).toEqual([])
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { audits, lighthouseFlags } from '../../scripts/perf/flags.mjs'

// What scripts/perf/lighthouseInternals.mjs assumes of Lighthouse's private modules, checked against
// the installed Lighthouse. Its modules are loaded here one by one, so that a missing one is named.
const adapter = 'scripts/perf/lighthouseInternals.mjs'
const adapterSource = readFileSync(new URL(`../../${adapter}`, import.meta.url), 'utf8')
const checkedAgainst = /export const lighthouseVersion = '([^']+)'/.exec(adapterSource)?.[1]
const installed = (JSON.parse(readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as { version: string }).version
const named = (what: string) => `lighthouse ${installed} (${adapter}, checked against ${checkedAgainst}): ${what}`

/** The adapter's imports from Lighthouse's modules: each module with the names it takes. */
const privateImports = [...adapterSource.matchAll(/^import \{([^}]+)\} from '(lighthouse\/[^']+)'/gm)].map(([, names = '', module = '']) => ({
  module,
  names: names.split(',').map((name) => name.trim()),
}))

const load = async (module: string): Promise<Record<string, unknown>> => {
  try {
    return (await import(/* @vite-ignore */ module)) as Record<string, unknown>
  } catch (error) {
    throw new Error(named(`${module} no longer loads: ${error instanceof Error ? error.message : String(error)}`), { cause: error })
  }
}

/** The source of a function of a Lighthouse module. */
const sourceOf = async (module: string, name: string) => String((await load(module))[name])

/** Whether `source` has each of `parts`, in that order. */
const inOrder = (source: string, parts: string[]) => {
  let at = 0
  for (const part of parts) {
    at = source.indexOf(part, at)
    if (at < 0) return false
  }
  return true
}

describe("Lighthouse's private modules (scripts/perf/lighthouseInternals.mjs), against the installed Lighthouse", () => {
  it('is the version they were checked against', () => {
    expect(installed, named('a new version: check each assumption of the module header, then update lighthouseVersion')).toBe(checkedAgainst)
  })

  it('has every module the adapter imports from, with every name it takes', async () => {
    expect(privateImports.map(({ module }) => module)).toContain('lighthouse/core/gather/navigation-runner.js')
    for (const { module, names } of privateImports) {
      const exports = await load(module)
      for (const name of names) expect(exports[name], named(`${module} no longer exports ${name}`)).toBeDefined()
    }
  })

  it('gathers as the adapter copies it: a Driver on the page, _setup, _navigation, _cleanup, then finalizeArtifacts, inside Runner.gather', async () => {
    const source = await sourceOf('lighthouse/core/gather/navigation-runner.js', 'navigationGather')
    const steps = [
      'new Driver(page)',
      'await _setup(context)',
      'await _navigation({...context, baseArtifacts})',
      'await _cleanup(context)',
      'return finalizeArtifacts(baseArtifacts, artifacts)',
      'await Runner.gather(gatherFn, runnerOptions)',
    ]
    expect(inOrder(source, steps), named(`navigationGather() no longer makes these steps in this order: ${steps.join(', ')}`)).toBe(true)
    // The context the steps are given: the adapter passes the same, without the browser and page
    // Lighthouse opens when it is given none.
    const context = /const context = \{([^}]*)\}/.exec(source)?.[1] ?? ''
    const keys = context
      .split(',')
      .map((entry) => entry.split(':')[0]?.trim())
      .filter(Boolean)
    expect(keys, named(`navigationGather()'s steps are given another context: { ${keys.join(', ')} }`)).toEqual([
      'driver',
      'lhBrowser',
      'lhPage',
      'page',
      'resolvedConfig',
      'requestor',
      'computedCache',
    ])
  })

  it('measures the benchmark before the load through the driver’s execution context, where the adapter answers it', async () => {
    expect(
      await sourceOf('lighthouse/core/gather/navigation-runner.js', '_setup'),
      named('_setup() no longer takes the base artifacts from the driver'),
    ).toContain('getBaseArtifacts(resolvedConfig, driver')
    expect(
      await sourceOf('lighthouse/core/gather/base-artifacts.js', 'getBaseArtifacts'),
      named('the base artifacts no longer read the benchmark from the driver'),
    ).toContain('getBenchmarkIndex(driver.executionContext)')
    expect(
      await sourceOf('lighthouse/core/gather/driver/environment.js', 'getBenchmarkIndex'),
      named('the benchmark is no longer pageFunctions.computeBenchmarkIndex, evaluated'),
    ).toContain('executionContext.evaluate(pageFunctions.computeBenchmarkIndex')
    const { Driver } = (await load('lighthouse/core/gather/driver.js')) as { Driver: { prototype: object } }
    const connect = String((Driver.prototype as { connect?: unknown }).connect)
    expect(connect, named('Driver.connect() no longer makes the execution context once')).toContain('this._executionContext = new ExecutionContext(')
    expect(
      String(Object.getOwnPropertyDescriptor(Driver.prototype, 'executionContext')?.get),
      named('Driver.executionContext is no longer that context'),
    ).toContain('return this._executionContext')
    const { ExecutionContext } = (await load('lighthouse/core/gather/driver/execution-context.js')) as {
      ExecutionContext: { prototype: { evaluate?: unknown } }
    }
    expect(ExecutionContext.prototype.evaluate, named('ExecutionContext has no evaluate()')).toBeTypeOf('function')
    const { pageFunctions } = (await load('lighthouse/core/lib/page-functions.js')) as { pageFunctions: Record<string, unknown> }
    expect(pageFunctions.computeBenchmarkIndex, named('pageFunctions.computeBenchmarkIndex is gone')).toBeTypeOf('function')
    expect((pageFunctions.computeBenchmarkIndex as () => number).length, named('computeBenchmarkIndex() now takes arguments')).toBe(0)
  })

  it('gathers and audits with the configuration it is given', async () => {
    const { Runner } = (await load('lighthouse/core/runner.js')) as { Runner: { gather: unknown; audit: unknown } }
    expect(String(Runner.gather), named('Runner.gather() no longer calls the gather it is given with its configuration')).toContain(
      'await gatherFn({resolvedConfig: options.resolvedConfig})',
    )
    expect(String(Runner.audit), named('Runner.audit() no longer takes { resolvedConfig, computedCache }')).toContain(
      'const {resolvedConfig, computedCache} = options',
    )
  })

  it("resolves the gate's flags into the settings a run changes", async () => {
    const { resolveConfig } = (await import('../../scripts/perf/lighthouseInternals.mjs')) as typeof import('../../scripts/perf/lighthouseInternals.mjs')
    const resolved = await resolveConfig(lighthouseFlags(9222))
    expect(resolved.settings.throttlingMethod, named('the default throttling is no longer simulated')).toBe('simulate')
    expect(resolved.settings.throttling.cpuSlowdownMultiplier, named('the CPU multiplier is no longer in settings.throttling')).toBe(4)
    expect(resolved.settings.onlyAudits, named("the flags' audits are no longer the settings'")).toEqual(audits)
    expect(
      resolved.artifacts?.map((artifact: { id: string }) => artifact.id),
      named('no Trace artifact is gathered for these audits'),
    ).toContain('Trace')
    // Each run takes a copy of the settings (lighthouseRun.mjs).
    expect(() => structuredClone(resolved.settings), named('the settings can no longer be copied')).not.toThrow()
  }, 30_000)
})

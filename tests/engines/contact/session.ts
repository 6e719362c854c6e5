// What every contact flow of an engine shares: one stack, one browser, one tab, one photo, and the
// check that nothing was reported.
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Engine, EnginePage } from '../engine'
import { startEngineStack, type EngineStack } from '../stack'
import { refuseCookies, writePhoto } from '../visitor'
import { problemsOf } from '../watch'

export interface ContactSession {
  readonly stack: EngineStack
  readonly engine: Engine
  /** The one tab for every flow: a tab left open on the site would deliver and announce in its place. */
  readonly page: EnginePage
  /** A real JPEG to attach. */
  readonly photo: string
  /** The reports the next checks allow (none unless a flow says so), in place of those allowed before. */
  allow(...reports: RegExp[]): void
  /** Fails on anything the pages or the browser reported, then forgets the browser's reports. */
  expectClean(...pages: EnginePage[]): Promise<void>
}

/**
 * Vike's notice that hydration took over 4 s: on this 2-core host WebKit renders in software under
 * Xvfb beside the other test processes, so it measures the host's load, not the site (the
 * Lighthouse gate measures hydration on a calibrated phone).
 */
const hostTooSlow = /\[vike\]\[Warning\] The onRenderClient\(\) hook defined by \/pages\/\+onRenderClient\.tsx is slow/

/** Starts the stack and the browser before the flows declared beside it, and stops them after. */
export function useContactSession(launch: (siteUrl: string) => Promise<Engine>): ContactSession {
  let stack: EngineStack
  let engine: Engine
  let page: EnginePage
  let photo: string
  const allowed: RegExp[] = []

  beforeAll(async () => {
    stack = await startEngineStack()
    engine = await launch(stack.siteUrl)
    page = await engine.newPage()
    await refuseCookies(page)
    photo = await writePhoto('bague', '#b8975a')
  }, 180_000)

  afterAll(async () => {
    await engine?.quit()
    await stack?.close()
    if (photo) rmSync(photo, { force: true })
  })

  return {
    get stack() {
      return stack
    },
    get engine() {
      return engine
    },
    get page() {
      return page
    },
    get photo() {
      return photo
    },
    allow(...reports) {
      allowed.splice(0, allowed.length, ...reports)
    },
    async expectClean(...pages) {
      const problems = [...(await Promise.all(pages.map(problemsOf))).flat(), ...engine.consoleProblems().splice(0)]
      expect(problems.filter((p) => !hostTooSlow.test(p) && !allowed.some((re) => re.test(p)))).toEqual([])
    },
  }
}

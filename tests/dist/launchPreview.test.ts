// A preview build (LAUNCH_PREVIEW=1, vite/launchGate.ts) asks search engines to stay away from every
// page; any other build asks nothing of the kind. Run with the environment the build had.
import { expect, it } from 'vitest'
import { builtPages } from './builtSite'
import { findAll } from './parseHtml'

const preview = process.env.LAUNCH_PREVIEW?.trim() === '1'

it(preview ? 'marks every page noindex in a preview build' : 'marks no page noindex outside a preview build', () => {
  expect(builtPages.length).toBeGreaterThan(10)
  const marked = builtPages.filter(({ document }) =>
    findAll(document, (el) => el.tag === 'meta' && el.attrs.name === 'robots').some((meta) => meta.attrs.content === 'noindex'),
  )
  expect(marked.map((page) => page.path)).toEqual(preview ? builtPages.map((page) => page.path) : [])
})

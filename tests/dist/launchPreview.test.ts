// A preview build (LAUNCH_PREVIEW=1, vite/launchGate.ts) asks search engines to stay away from every
// page; any other build asks it only of the pages the route table keeps out of search (the page the
// visit e-mails' links open), and those are out of the sitemap too. Run with the environment the
// build had.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { publishedPieces } from '../../lib/pageData/showcaseData'
import { routes } from '../../lib/routes'
import { hasOwnerPieces } from '../../lib/showcase'
import { builtPages, clientDir } from './builtSite'
import { findAll } from './parseHtml'

const preview = process.env.LAUNCH_PREVIEW?.trim() === '1'
// The finished pieces' page too, until the build found some the owner published (the test gate's
// sample pieces keep it out).
const hasPieces = hasOwnerPieces(publishedPieces(clientDir))
const keptOut = routes.filter((route) => route.indexed === false || (route.indexed === 'with-pieces' && !hasPieces)).map((route) => route.path)

it(preview ? 'marks every page noindex in a preview build' : 'marks no page noindex outside a preview build, but the ones kept out of search', () => {
  expect(builtPages.length).toBeGreaterThan(10)
  const marked = builtPages.filter(({ document }) =>
    findAll(document, (el) => el.tag === 'meta' && el.attrs.name === 'robots').some((meta) => meta.attrs.content === 'noindex'),
  )
  expect(marked.map((page) => page.path).sort()).toEqual(preview ? builtPages.map((page) => page.path).sort() : [...keptOut].sort())
  const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')
  for (const path of keptOut) expect(sitemap).not.toMatch(new RegExp(`<loc>[^<]*${path}/?</loc>`))
})

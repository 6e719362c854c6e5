// Vite leaves a `/* empty css */` comment in a chunk where it took out the import of a stylesheet
// it extracted to its own file. The layout's chunk, in every page's first load, carries two: they
// are removed from the code the browser downloads. A unit test (tests/unit/emptyCssComments.test.ts)
// fails if Vite names them otherwise, so that the pattern below never silently matches nothing.
import type { Plugin } from 'vite'

export const emptyCssComment = /\/\* empty css\s*\*\//g

export function emptyCssComments(): Plugin {
  return {
    name: 'atelier:empty-css-comments',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = file.code.replace(emptyCssComment, '')
    },
  }
}

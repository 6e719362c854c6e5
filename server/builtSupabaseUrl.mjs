// @ts-check
// The Supabase origin a build in dist/client talks to, read from what the build emitted: the CSP
// of its _headers names it in connect-src, from the same setting the site's code was built with.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** @param {string} [root] @returns {string | undefined} the origin, or undefined without a build */
export function builtSupabaseUrl(root = 'dist/client') {
  const path = join(root, '_headers')
  if (!existsSync(path)) return undefined
  const target = /connect-src 'self' (\S+?);/.exec(readFileSync(path, 'utf8'))?.[1]
  return target && new URL(target).origin
}

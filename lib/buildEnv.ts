// Build-time settings, each read where it is used, so that a page's first load carries only the
// ones it needs (not the publishable key: lib/supabase.ts). In the site, Vite replaces each access
// to one of its VITE_ variables with the value, so each is written out in full; in Node (build
// plugins, browser tests) Vite's env object does not exist and process.env serves instead.
// (Vike warns about any mention of that object not followed by a variable's name, comments included.)
const node = typeof process === 'undefined' ? undefined : process.env

/** The build setting `name`, where `read` spells out Vite's access to it (`() => import.meta.env.VITE_SITE_URL`). */
export function buildSetting(name: `VITE_${string}`, read: () => string | undefined): string | undefined {
  try {
    return read() ?? node?.[name]
  } catch {
    return node?.[name]
  }
}

import { yieldToBrowser } from '../lib/yieldToBrowser'

// https://vike.dev/onCreateGlobalContext — runs once the client router has read every page's
// configuration, before it routes. The page's render, with React and the layout every page shows
// (the 'shell' chunk, vite.config.ts), is fetched, compiled and evaluated here, in a task of its
// own; then the router routes and loads the page's own code in the next. Together, on a slow
// phone, they were one long task. Should the chunk not come, the page's import fails as it would
// have, with Vike's handling.
export async function onCreateGlobalContext() {
  await import('./+onRenderClient').catch(() => undefined)
  await yieldToBrowser()
}

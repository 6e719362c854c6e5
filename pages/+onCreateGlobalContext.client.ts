import { yieldToBrowser } from '../lib/yieldToBrowser'

// https://vike.dev/onCreateGlobalContext — the client router has set up the history and read every
// page's configuration; it routes and loads the page in a task of its own.
export async function onCreateGlobalContext() {
  await yieldToBrowser()
}

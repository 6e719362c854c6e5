// @ts-check
// `npm run supabase:local`: the local Supabase API on SUPABASE_PORT (default 54321), over
// PGlite in .data/pglite, or over DATABASE_URL when it is set.
import { exitIfPortTaken, firstTakenPort, portTakenMessage } from '../../server/portTaken.mjs'
import { devInboxPorts, startDevInbox } from './inbox.mjs'
import { VISIT_FEED_KEY } from './keys.mjs'
import { startLocalSupabase } from './server.mjs'

const port = Number(process.env.SUPABASE_PORT ?? 54321)
const ports = [{ port, variable: 'SUPABASE_PORT' }, ...devInboxPorts()]
const command = 'npm run supabase:local'
// Before the database opens: the program holding the port is often another backend on .data/pglite.
const taken = await firstTakenPort(ports)
if (taken) {
  console.error(portTakenMessage(taken, command))
  process.exit(1)
}
/** @type {Awaited<ReturnType<typeof startDevInbox>>} */
let inbox = null
/** @type {Awaited<ReturnType<typeof startLocalSupabase>>} */
let backend
try {
  inbox = await startDevInbox()
  backend = await startLocalSupabase({ port, quiet: true, mail: inbox && { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort } })
} catch (error) {
  // A port taken since the check above.
  await inbox?.close()
  exitIfPortTaken(error, ports, command)
  throw error
}
console.log(`Local Supabase API on ${backend.url} (${backend.databaseKind})`)
console.log(`Publishable key: ${backend.publishableKey}`)
console.log(`Secret key: ${backend.secretKey}`)
if (inbox) console.log(`Workshop inbox (maildev): ${inbox.url}`)
console.log(`Workshop calendar feed: ${backend.url}/functions/v1/visit-feed?key=${VISIT_FEED_KEY}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await backend.close()
  await inbox?.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())

// @ts-check
// `npm run supabase:local`: the local Supabase API on SUPABASE_PORT (default 54321), over
// PGlite in .data/pglite, or over DATABASE_URL when it is set.
import { startDevInbox } from './inbox.mjs'
import { startLocalSupabase } from './server.mjs'

const port = Number(process.env.SUPABASE_PORT ?? 54321)
const inbox = await startDevInbox()
const backend = await startLocalSupabase({ port, quiet: true, mail: inbox && { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort } })
console.log(`Local Supabase API on ${backend.url} (${backend.databaseKind})`)
console.log(`Publishable key: ${backend.publishableKey}`)
console.log(`Secret key: ${backend.secretKey}`)
if (inbox) console.log(`Workshop inbox (maildev): ${inbox.url}`)

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

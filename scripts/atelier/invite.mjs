// @ts-check
// `npm run atelier:invite -- <e-mail>`: lets this person into the back office (/atelier), where they
// sign in with a code sent to that address. Local backend by default; a hosted project with
// SUPABASE_URL and SUPABASE_SECRET_KEY (scripts/atelier/members.mjs).
import { MemberError, inviteMember, projectFromEnv } from './members.mjs'

try {
  const project = projectFromEnv(process.env)
  const { email } = await inviteMember(project, process.argv[2] ?? '')
  console.log(`Invitation faite\u00a0: ${email} peut se connecter sur /atelier avec un code reçu par e-mail.`)
  if (project.local) console.log('En local, le code arrive dans la boîte de réception de npm start (http://127.0.0.1:54324).')
} catch (error) {
  console.error(error instanceof MemberError ? error.message : error)
  process.exitCode = 1
}

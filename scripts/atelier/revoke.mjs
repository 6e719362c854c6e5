// @ts-check
// `npm run atelier:revoke -- <e-mail>`: takes back this person's access to the back office
// (/atelier) and ends their sessions at once, on every device. Local backend by default; a hosted
// project with SUPABASE_URL and SUPABASE_SECRET_KEY (scripts/atelier/members.mjs).
import { MemberError, projectFromEnv, revokeMember } from './members.mjs'

try {
  const { email, wasMember } = await revokeMember(projectFromEnv(process.env), process.argv[2] ?? '')
  console.log(
    wasMember
      ? `Accès retiré\u00a0: ${email} ne peut plus entrer dans /atelier, et ses sessions sont fermées sur tous ses appareils.`
      : `${email} n’avait pas accès à /atelier\u00a0: rien à retirer (ses sessions éventuelles sont fermées).`,
  )
} catch (error) {
  console.error(error instanceof MemberError ? error.message : error)
  process.exitCode = 1
}

import { atelierClient } from './atelierClient'
import { codeRequestOutcome, type CodeRequestOutcome } from './signInErrors'

/** Asks Auth to e-mail a sign-in code; never creates a user (nobody signs up, staff are invited). */
export async function requestCode(email: string): Promise<CodeRequestOutcome> {
  try {
    const { error } = await atelierClient.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    return codeRequestOutcome(error)
  } catch {
    return { kind: 'offline' }
  }
}
